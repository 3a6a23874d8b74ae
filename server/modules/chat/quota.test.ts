import { describe, expect, it, vi } from "vitest";
import type { LimitStore } from "../../limits/limit-store";
import { createMemoryStore } from "../../limits/memory-store";
import { createChatQuota } from "./quota";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

const quotaOn = (store: LimitStore, max: number, windowMs: number, onStoreError = vi.fn()) => createChatQuota({ store, max, windowMs, onStoreError });

describe("createChatQuota", () => {
  it("allows 20 messages in 10 minutes and refuses the 21st with the seconds to wait", async () => {
    const c = clock();
    const quota = quotaOn(createMemoryStore({ now: c.now }), 20, 600_000);
    for (let i = 0; i < 20; i++) {
      expect((await quota.take("1.2.3.4")).allowed).toBe(true);
      c.advance(1000);
    }
    expect(await quota.take("1.2.3.4")).toEqual({ allowed: false, retryAfterSeconds: 580 });
  });

  it("counts a sliding window: a message frees up once it is older than the window", async () => {
    const c = clock();
    const quota = quotaOn(createMemoryStore({ now: c.now }), 2, 60_000);
    await quota.take("a");
    c.advance(30_000);
    await quota.take("a");
    expect((await quota.take("a")).allowed).toBe(false);
    c.advance(30_001);
    expect((await quota.take("a")).allowed).toBe(true);
    expect((await quota.take("a")).allowed).toBe(false);
  });

  it("counts each client on its own", async () => {
    const quota = quotaOn(createMemoryStore(), 1, 60_000);
    expect((await quota.take("a")).allowed).toBe(true);
    expect((await quota.take("b")).allowed).toBe(true);
    expect((await quota.take("a")).allowed).toBe(false);
  });

  it("gives a message back once when released (the model failed)", async () => {
    const quota = quotaOn(createMemoryStore(), 1, 60_000);
    const first = await quota.take("a");
    if (!first.allowed) throw new Error("expected allowed");
    await first.release();
    await first.release();
    expect((await quota.take("a")).allowed).toBe(true);
    expect((await quota.take("a")).allowed).toBe(false);
  });

  it("fails open with one report when the store does not answer (the model cap guards the bill)", async () => {
    const down = { ...createMemoryStore(), take: () => Promise.reject(new Error("connection refused")) } satisfies LimitStore;
    const onStoreError = vi.fn();
    const quota = quotaOn(down, 1, 60_000, onStoreError);
    expect((await quota.take("a")).allowed).toBe(true);
    expect((await quota.take("a")).allowed).toBe(true);
    expect(onStoreError).toHaveBeenCalledTimes(2);
    expect(onStoreError.mock.calls[0]?.[0]).toBeInstanceOf(Error);
  });
});
