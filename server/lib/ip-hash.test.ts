import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { createIpHasher, resolveIpHashSecret } from "./ip-hash";

describe("createIpHasher", () => {
  it("gives a stable hex HMAC that never contains the address", () => {
    const hash = createIpHasher("a-secret-of-16-chars");
    expect(hash("203.0.113.7")).toMatch(/^[0-9a-f]{64}$/);
    expect(hash("203.0.113.7")).toBe(hash("203.0.113.7"));
    expect(hash("203.0.113.7")).not.toBe(hash("203.0.113.8"));
    expect(hash("203.0.113.7")).not.toContain("203");
  });

  it("depends on the secret", () => {
    expect(createIpHasher("secret-number-one!")("::1")).not.toBe(createIpHasher("secret-number-two!")("::1"));
  });

  it("refuses a short secret", () => {
    expect(() => createIpHasher("short")).toThrow(/at least 16/);
  });
});

describe.each(testDatabaseKinds())("resolveIpHashSecret on $kind", ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it("prefers the configured secret", async () => {
    expect(await resolveIpHashSecret(database.db, "configured-secret-123")).toBe("configured-secret-123");
  });

  it("generates one secret on first use and returns the same one afterwards, even when asked at once", async () => {
    const [a, b] = await Promise.all([resolveIpHashSecret(database.db, undefined), resolveIpHashSecret(database.db, undefined)]);
    expect(a).toHaveLength(43);
    expect(b).toBe(a);
    expect(await resolveIpHashSecret(database.db, undefined)).toBe(a);
  });
});
