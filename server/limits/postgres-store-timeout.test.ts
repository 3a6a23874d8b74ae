import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { createPostgresStore, LimitStoreTimeoutError } from "./postgres-store";

/** A database whose statements never come back, as a stalled PostgreSQL looks to the pool. */
function stalled(): Db {
  const never = new Promise<never>(() => {});
  return { execute: () => never } as unknown as Db;
}

describe("the PostgreSQL limit store against a stalled database", () => {
  it("gives up on each check after its timeout instead of waiting for the pool's own", async () => {
    const store = createPostgresStore(stalled(), { timeoutMs: 50 });
    const started = Date.now();
    await expect(store.hit("k", 1000)).rejects.toBeInstanceOf(LimitStoreTimeoutError);
    await expect(store.take("k", 5, 1000)).rejects.toThrow("limit store did not answer within 50 ms");
    await expect(store.reset("k")).rejects.toBeInstanceOf(LimitStoreTimeoutError);
    expect(Date.now() - started).toBeLessThan(1000);
    await store.close();
  });
});
