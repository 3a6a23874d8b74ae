import { describe, expect, it } from "vitest";
import { SENSITIVITY_FIELDS, SENSITIVITY_PRESETS, sensitivityFileName, sensitivityJson } from "./presets";

describe("sensitivity presets", () => {
  it.each([
    ["assault", [70, 60, 55, 50, 45]],
    ["sniper", [50, 45, 40, 35, 30]],
    ["rusher", [90, 85, 80, 70, 60]],
    ["balanced", [65, 60, 55, 50, 45]],
  ] as const)("%s is general, red_dot, scope_2x, scope_4x, awm = %j", (mode, values) => {
    const p = SENSITIVITY_PRESETS[mode];
    expect([p.general, p.red_dot, p.scope_2x, p.scope_4x, p.awm]).toEqual(values);
    expect(Object.keys(p)).toEqual(["general", "red_dot", "scope_2x", "scope_4x", "awm"]);
  });

  it("lists the fields in the profile's order", () => {
    expect(SENSITIVITY_FIELDS.map((f) => f.key)).toEqual(["general", "red_dot", "scope_2x", "scope_4x", "awm"]);
  });

  it("names the file {mode}-sensitivity.json and pretty-prints the profile", () => {
    expect(sensitivityFileName("sniper")).toBe("sniper-sensitivity.json");
    expect(sensitivityJson(SENSITIVITY_PRESETS.sniper)).toBe('{\n  "general": 50,\n  "red_dot": 45,\n  "scope_2x": 40,\n  "scope_4x": 35,\n  "awm": 30\n}');
  });
});
