import { describe, expect, it, vi } from "vitest";
import { ADMIN_MESSAGES } from "../../../contracts/admin";
import { AppError } from "../../lib/errors";
import type { LimitStore } from "../../limits/limit-store";
import { createMemoryStore } from "../../limits/memory-store";
import { createSignInGuard } from "./session-guard";

const refusal = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, message: err.publicMessage, headers: err.options.headers };
    throw err;
  }
  return undefined;
};

describe("admin sign-in guard", () => {
  it("locks a client after 5 attempts and tells it how long to wait, while other clients go on", async () => {
    let now = 0;
    const guard = createSignInGuard({ store: createMemoryStore({ now: () => now }), onStoreError: vi.fn(), windowMs: 60_000 });
    for (let i = 0; i < 5; i++) await guard.attempt("198.51.100.7");
    expect(await refusal(() => guard.attempt("198.51.100.7"))).toEqual({ status: 429, message: ADMIN_MESSAGES.tooManyFailures, headers: { "retry-after": "60" } });
    await expect(guard.attempt("198.51.100.8")).resolves.toBeDefined();
    now = 60_000;
    await expect(guard.attempt("198.51.100.7")).resolves.toBeDefined();
  });

  it("counts a whole IPv6 /64 as one client, so rotating addresses buys no guesses", async () => {
    const guard = createSignInGuard({ store: createMemoryStore(), onStoreError: vi.fn() });
    for (let i = 1; i <= 5; i++) await guard.attempt(`2001:db8:1:2::${i.toString(16)}`);
    expect((await refusal(() => guard.attempt("2001:db8:1:2:ffff:ffff:ffff:ffff")))?.status).toBe(429);
    await expect(guard.attempt("2001:db8:1:3::1")).resolves.toBeDefined();
  });

  it("a right token starts the client's count again", async () => {
    const guard = createSignInGuard({ store: createMemoryStore(), onStoreError: vi.fn() });
    for (let i = 0; i < 4; i++) await guard.attempt("198.51.100.7");
    await (await guard.attempt("198.51.100.7")).succeeded();
    for (let i = 0; i < 5; i++) await guard.attempt("198.51.100.7");
    expect((await refusal(() => guard.attempt("198.51.100.7")))?.status).toBe(429);
  });

  it("counts wrong tokens of all clients together and, past the site's budget, answers them 429 and says so once", async () => {
    const onSitePaused = vi.fn();
    const guard = createSignInGuard({ store: createMemoryStore(), onStoreError: vi.fn(), onSitePaused, maxFailuresForAll: 100 });
    for (let i = 0; i < 100; i++) {
      const wrong = await (await guard.attempt(`10.0.${i >> 8}.${i & 255}`)).failed();
      expect(wrong.status).toBe(401);
      expect(wrong.publicMessage).toBe(ADMIN_MESSAGES.wrongToken);
    }
    const paused = await (await guard.attempt("10.1.0.1")).failed();
    expect(paused.status).toBe(429);
    expect(paused.publicMessage).toBe(ADMIN_MESSAGES.signInPaused);
    await (await guard.attempt("10.1.0.2")).failed();
    expect(onSitePaused).toHaveBeenCalledOnce();
  });

  it("never refuses the right token because of the site's count: only the client's own attempts lock it", async () => {
    const guard = createSignInGuard({ store: createMemoryStore(), onStoreError: vi.fn(), maxFailuresForAll: 10 });
    for (let i = 0; i < 50; i++) await (await guard.attempt(`10.2.0.${i}`)).failed();
    const operator = await guard.attempt("10.3.0.1");
    await expect(operator.succeeded()).resolves.toBeUndefined();
  });

  it("refuses sign-in with 503 and Retry-After when the store does not answer (fails closed)", async () => {
    const down = { ...createMemoryStore(), hit: () => Promise.reject(new Error("connection refused")) } satisfies LimitStore;
    const onStoreError = vi.fn();
    const guard = createSignInGuard({ store: down, onStoreError });
    expect(await refusal(() => guard.attempt("198.51.100.7"))).toEqual({
      status: 503,
      message: "Sign-in is not available for a moment. Please try again shortly.",
      headers: { "retry-after": "30" },
    });
    expect(onStoreError).toHaveBeenCalledOnce();
  });
});
