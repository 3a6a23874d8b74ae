import { afterEach, describe, expect, it, vi } from "vitest";

describe("zod jitless mode for the browser's CSP", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is on in zod's config, and building and parsing an object schema never calls Function", async () => {
    await import("./zod-jitless");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, "Function");
    const schema = z.object({ uid: z.string(), region: z.string() });
    expect(schema.parse({ uid: "123456789", region: "ind" })).toEqual({ uid: "123456789", region: "ind" });
    expect(probe).not.toHaveBeenCalled();
  });
});
