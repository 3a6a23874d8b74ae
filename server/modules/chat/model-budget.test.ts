import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../lib/errors";
import type { LimitStore } from "../../limits/limit-store";
import { createMemoryStore } from "../../limits/memory-store";
import { createModelBudget, MODEL_CAP_REACHED, MODEL_CAP_UNAVAILABLE, MODEL_SHARE_REACHED, secondsToNextDay } from "./model-budget";

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
    const budget = createModelBudget({ store: createMemoryStore(), callsPerDay: 3, callsPerVisitorPerDay: 3, timeZone: "UTC", onStoreError: vi.fn(), now: () => now });
    for (let i = 0; i < 3; i++) await budget.spend(`198.51.100.${i}`);
    const refused = await errorOf(() => budget.spend("198.51.100.9"));
    expect(refused.status).toBe(429);
    expect(refused.publicMessage).toBe(MODEL_CAP_REACHED);
    expect(refused.options.headers).toEqual({ "retry-after": String(2 * 3600) });
    now = new Date("2026-11-25T00:00:01Z");
    await expect(budget.spend("198.51.100.9")).resolves.toBeUndefined();
  });

  it("gives one client only its share of the day, and a client past it costs the site nothing", async () => {
    let now = new Date("2026-11-24T12:00:00Z");
    const budget = createModelBudget({ store: createMemoryStore(), callsPerDay: 10, callsPerVisitorPerDay: 2, timeZone: "UTC", onStoreError: vi.fn(), now: () => now });
    await budget.spend("203.0.113.5");
    await budget.spend("203.0.113.5");
    for (let i = 0; i < 12; i++) {
      const refused = await errorOf(() => budget.spend("203.0.113.5"));
      expect(refused.status).toBe(429);
      expect(refused.publicMessage).toBe(MODEL_SHARE_REACHED);
      expect(refused.options.headers).toEqual({ "retry-after": String(12 * 3600) });
    }
    // The site spent 2 of its 10: four more clients get their 2 each, then the site's cap.
    for (let c = 1; c <= 4; c++) for (let i = 0; i < 2; i++) await budget.spend(`203.0.113.${10 + c}`);
    expect((await errorOf(() => budget.spend("203.0.113.99"))).publicMessage).toBe(MODEL_CAP_REACHED);
    now = new Date("2026-11-25T00:00:00Z");
    await expect(budget.spend("203.0.113.5")).resolves.toBeUndefined();
  });

  it("fails closed with 503 and Retry-After when the store does not answer", async () => {
    const down = { ...createMemoryStore(), hit: () => Promise.reject(new Error("connection refused")) } satisfies LimitStore;
    const onStoreError = vi.fn();
    const budget = createModelBudget({ store: down, callsPerDay: 1000, callsPerVisitorPerDay: 50, timeZone: "UTC", onStoreError });
    const refused = await errorOf(() => budget.spend("198.51.100.7"));
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
