import { describe, expect, it } from "vitest";
import { SENSITIVITY_FIELDS, SENSITIVITY_PRESETS, sensitivityFileName, sensitivityJson } from "./presets";

describe("sensitivity presets", () => {
  it.each([
    ["assault", [70, 60, 55, 50, 45]],
    ["sniper", [50, 45, 40, 35, 30]],
    ["rusher", [90, 85, 80, 70, 60]],
    ["balanced", [65, 60, 55, 50, 45]],
  ] as const)("%s downloads as general, red_dot, scope_2x, scope_4x, awm = %j", (mode, values) => {
    const file = JSON.parse(sensitivityJson(SENSITIVITY_PRESETS[mode])) as Record<string, number>;
    expect(Object.entries(file)).toEqual(["general", "red_dot", "scope_2x", "scope_4x", "awm"].map((key, i) => [key, values[i]]));
  });

  it("shows one field for each value of the downloaded profile, in the file's order", () => {
    const file = JSON.parse(sensitivityJson(SENSITIVITY_PRESETS.balanced)) as Record<string, number>;
    expect(SENSITIVITY_FIELDS.map((f) => f.key)).toEqual(Object.keys(file));
  });

  it("names the file {mode}-sensitivity.json and pretty-prints the profile", () => {
    expect(sensitivityFileName("sniper")).toBe("sniper-sensitivity.json");
    expect(sensitivityJson(SENSITIVITY_PRESETS.sniper)).toBe('{\n  "general": 50,\n  "red_dot": 45,\n  "scope_2x": 40,\n  "scope_4x": 35,\n  "awm": 30\n}');
  });
});
