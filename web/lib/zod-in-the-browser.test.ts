import { afterEach, describe, expect, it, vi } from "vitest";

/** A stand-in for the browser under the site's CSP: any `new Function`/eval path throws, as it would there. */
function forbidEval() {
  return vi.spyOn(globalThis, "Function").mockImplementation(function refused() {
    throw new EvalError("Refused to evaluate a string as JavaScript: 'unsafe-eval' is not allowed");
  });
}

const visitor = { uid: "123456789", region: "ind" };

describe("zod jitless mode for the browser's CSP", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("zod taken straight from the package probes Function at its first object parse (what contracts/zod.ts exists to stop)", async () => {
    // zod's config outlives a module reset: set it back through zod's own API, so this shows the probe the CSP reports.
    const { z } = await import("zod");
    z.config({ jitless: false });
    const probe = forbidEval();
    expect(z.object({ uid: z.string(), region: z.string() }).parse(visitor)).toEqual(visitor);
    expect(probe).toHaveBeenCalled();
  });

  it("with zod taken from contracts/zod.ts, as every shared schema does, object schemas parse without ever reaching Function", async () => {
    (await import("zod")).z.config({ jitless: false });
    const { z } = await import("../../contracts/zod");
    expect(z.config().jitless).toBe(true);
    const probe = forbidEval();
    const schema = z.object({ uid: z.string(), region: z.string(), nested: z.object({ n: z.number() }).optional() });
    expect(schema.parse({ ...visitor, nested: { n: 1 } })).toEqual({ ...visitor, nested: { n: 1 } });
    expect(schema.safeParse({ uid: 7 }).success).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });
});
