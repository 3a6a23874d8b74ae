import { describe, expect, it } from "vitest";
import { toolIdSchema, toolUsageParamsSchema } from "./tool-usage-schema";
import { toolUsagePath } from "./tools";

describe("tool-usage contract", () => {
  it("accepts each of the four tool ids", () => {
    for (const id of ["ff-name-generator", "uid-generator", "sensitivity-generator", "password-generator"]) {
      expect(toolIdSchema.safeParse(id).success, id).toBe(true);
    }
  });

  it("builds the call's path and accepts only known ids", () => {
    expect(toolUsagePath("uid-generator")).toBe("/api/tool-usage/uid-generator");
    expect(toolUsageParamsSchema.safeParse({ tool: "password-generator" }).success).toBe(true);
    expect(toolIdSchema.safeParse("likes").success).toBe(false);
    expect(toolIdSchema.safeParse("UID-GENERATOR").success).toBe(false);
  });
});
