import { describe, expect, it } from "vitest";
import { canonicalUid } from "./uid";

describe("canonicalUid", () => {
  it.each([
    ["12345678", "12345678"],
    ["012345678", "12345678"],
    ["0012345678", "12345678"],
    ["10000000", "10000000"],
    ["00000000", "0"],
  ])("reads %s as the player %s", (uid, canonical) => {
    expect(canonicalUid(uid)).toBe(canonical);
  });
});
