import { describe, expect, it } from "vitest";
import { createListCache } from "./list-cache";

/** A loader that answers its calls one by one, in the order the test resolves them. */
function controlledLoader() {
  const pending: ((value: string[]) => void)[] = [];
  let calls = 0;
  const load = () => {
    calls++;
    return new Promise<string[]>((resolve) => pending.push(resolve));
  };
  return { load, pending, calls: () => calls };
}

describe("blog list cache", () => {
  it("loads once, then answers from memory with the body serialized and a strong ETag", async () => {
    let loads = 0;
    const cache = createListCache(async () => [`post-${++loads}`], { maxAgeMs: 1000, now: () => 0 });
    const first = await cache.get();
    const second = await cache.get();
    expect(loads).toBe(1);
    expect(second).toBe(first);
    expect(first.body).toBe('["post-1"]');
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it("loads again once the cached list is maxAgeMs old, and the ETag follows the content", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createListCache(async () => [`post-${++loads}`], { maxAgeMs: 1000, now: () => clock });
    const first = await cache.get();
    clock = 999;
    expect((await cache.get()).value).toEqual(["post-1"]);
    clock = 1000;
    const refreshed = await cache.get();
    expect(refreshed.value).toEqual(["post-2"]);
    expect(refreshed.etag).not.toBe(first.etag);
  });

  it("loads again after invalidate()", async () => {
    let loads = 0;
    const cache = createListCache(async () => [`post-${++loads}`], { maxAgeMs: 60_000, now: () => 0 });
    await cache.get();
    cache.invalidate();
    expect((await cache.get()).value).toEqual(["post-2"]);
    expect(loads).toBe(2);
  });

  it("shares one load between concurrent misses", async () => {
    const loader = controlledLoader();
    const cache = createListCache(loader.load, { maxAgeMs: 60_000, now: () => 0 });
    const answers = Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(loader.calls()).toBe(1);
    loader.pending[0]!(["a"]);
    expect((await answers).map((a) => a.value)).toEqual([["a"], ["a"], ["a"]]);
  });

  it("does not keep a list whose load started before an invalidation", async () => {
    const loader = controlledLoader();
    const cache = createListCache(loader.load, { maxAgeMs: 60_000, now: () => 0 });
    const stale = cache.get();
    cache.invalidate(); // e.g. a view was counted while the old list was being read
    const fresh = cache.get();
    expect(loader.calls()).toBe(2);
    loader.pending[1]!(["after"]);
    loader.pending[0]!(["before"]);
    expect((await stale).value).toEqual(["before"]);
    expect((await fresh).value).toEqual(["after"]);
    expect((await cache.get()).value).toEqual(["after"]);
    expect(loader.calls()).toBe(2);
  });

  it("does not cache a failed load: the next get tries again", async () => {
    let fail = true;
    const cache = createListCache(
      async () => {
        if (fail) throw new Error("database busy");
        return ["ok"];
      },
      { maxAgeMs: 60_000, now: () => 0 },
    );
    await expect(cache.get()).rejects.toThrow("database busy");
    fail = false;
    expect((await cache.get()).value).toEqual(["ok"]);
  });
});
