import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../lib/errors";
import type { LimitStore } from "../../limits/limit-store";
import { createMemoryStore } from "../../limits/memory-store";
import { createModelBudget, MODEL_CAP_REACHED, MODEL_CAP_UNAVAILABLE, secondsToNextDay } from "./model-budget";

const errorOf = async (work: () => Promise<unknown>): Promise<AppError> => {
  try {
    await work();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected an AppError");
};

describe("the global daily cap on model calls", () => {
  it("allows the cap for the whole site, then refuses everyone with 429 until the next day", async () => {
    let now = new Date("2026-11-24T22:00:00Z");
    const budget = createModelBudget({ store: createMemoryStore(), callsPerDay: 3, timeZone: "UTC", onStoreError: vi.fn(), now: () => now });
    for (let i = 0; i < 3; i++) await budget.spend();
    const refused = await errorOf(() => budget.spend());
    expect(refused.status).toBe(429);
    expect(refused.publicMessage).toBe(MODEL_CAP_REACHED);
    expect(refused.options.headers).toEqual({ "retry-after": String(2 * 3600) });
    now = new Date("2026-11-25T00:00:01Z");
    await expect(budget.spend()).resolves.toBeUndefined();
  });

  it("fails closed with 503 and Retry-After when the store does not answer", async () => {
    const down = { ...createMemoryStore(), hit: () => Promise.reject(new Error("connection refused")) } satisfies LimitStore;
    const onStoreError = vi.fn();
    const budget = createModelBudget({ store: down, callsPerDay: 1000, timeZone: "UTC", onStoreError });
    const refused = await errorOf(() => budget.spend());
    expect(refused.status).toBe(503);
    expect(refused.publicMessage).toBe(MODEL_CAP_UNAVAILABLE);
    expect(refused.options.headers?.["retry-after"]).toBe("30");
    expect(onStoreError).toHaveBeenCalledOnce();
  });

  it("counts the days of LIMIT_TIME_ZONE, DST included", () => {
    expect(secondsToNextDay(new Date("2026-11-24T18:00:00Z"), "Asia/Kolkata")).toBe(30 * 60);
    // New York's day of the autumn change has 25 hours.
    expect(secondsToNextDay(new Date("2026-11-01T04:00:00Z"), "America/New_York")).toBe(25 * 3600);
  });
});
