import { describe, expect, it } from "vitest";
import { z } from "./zod";

describe("contracts/zod.ts on the server", () => {
  it("leaves zod's compiled parsers on where there is no browser and no CSP (jitless is set in the browser only: web/lib/zod-in-the-browser.test.ts)", () => {
    expect(typeof window).toBe("undefined");
    expect(z.config().jitless).toBeFalsy();
    expect(z.object({ n: z.number() }).parse({ n: 1 })).toEqual({ n: 1 });
  });
});
