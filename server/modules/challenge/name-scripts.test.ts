import { describe, expect, it } from "vitest";
import { KNOWN_SCRIPTS } from "./name-scripts";

describe("scripts", () => {
  it("knows the script of every letter, mark and digit outside Common and Inherited", () => {
    const unknown: string[] = [];
    for (let cp = 0; cp < 0x110000; cp += 1) {
      const char = String.fromCodePoint(cp);
      if (!/[\p{L}\p{M}\p{N}]/u.test(char) || /^[\p{scx=Zyyy}\p{scx=Zinh}]$/u.test(char)) continue;
      if (!KNOWN_SCRIPTS.some((s) => s.test.test(char))) unknown.push(cp.toString(16));
    }
    expect(unknown).toEqual([]);
  });
});
