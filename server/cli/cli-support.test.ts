import { describe, expect, it } from "vitest";
import { hasFlag } from "./cli-support";

describe("hasFlag: an option typed after npm's `--`, or before it where npm keeps it", () => {
  it("reads --force after the `--` and npm's npm_config_force=true from one written before it", () => {
    expect(hasFlag(["FILE", "--force"], "force", {})).toBe(true);
    // `npm run db:restore --force -- FILE`: the script gets FILE alone, and npm_config_force=true.
    expect(hasFlag(["FILE"], "force", { npm_config_force: "true" })).toBe(true);
    expect(hasFlag(["FILE"], "force", {})).toBe(false);
    expect(hasFlag(["FILE"], "force", { npm_config_force: "" })).toBe(false);
    expect(hasFlag(["--forced"], "force", {})).toBe(false);
  });
});
