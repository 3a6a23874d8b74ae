import { describe, expect, it } from "vitest";
import { toolIdSchema, toolUsageParamsSchema } from "./tool-usage-schema";
import { TOOL_IDS, toolUsagePath } from "./tools";

describe("tool-usage contract", () => {
  it("knows exactly the spec's four tool ids", () => {
    expect(TOOL_IDS).toEqual(["ff-name-generator", "uid-generator", "sensitivity-generator", "password-generator"]);
  });

  it("builds the call's path and accepts only known ids", () => {
    expect(toolUsagePath("uid-generator")).toBe("/api/tool-usage/uid-generator");
    expect(toolUsageParamsSchema.safeParse({ tool: "password-generator" }).success).toBe(true);
    expect(toolIdSchema.safeParse("likes").success).toBe(false);
    expect(toolIdSchema.safeParse("UID-GENERATOR").success).toBe(false);
  });
});
