import { describe, expect, it } from "vitest";
import { withTimeout } from "./timeout";

const pendingTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

describe("withTimeout", () => {
  it("rejects with the caller's error after the limit when the work never settles", async () => {
    await expect(withTimeout(new Promise(() => {}), 20, () => new Error("ping did not answer within 20 ms"))).rejects.toThrow("ping did not answer within 20 ms");
  });

  it("passes the value on when the work settles in time, and leaves no timer behind", async () => {
    const before = pendingTimers();
    await expect(withTimeout(Promise.resolve(7), 60_000, () => new Error("late"))).resolves.toBe(7);
    expect(pendingTimers()).toBe(before);
  });

  it("passes the work's own failure on unchanged", async () => {
    const failure = new Error("connection refused");
    await expect(withTimeout(Promise.reject(failure), 60_000, () => new Error("late"))).rejects.toBe(failure);
  });
});
