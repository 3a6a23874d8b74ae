import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { clientKey, createIpHasher, loadIpHashSecret } from "./ip-hash";

describe("clientKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:DB8:aa:bb:1:2:3:4", "2001:db8:aa:bb::/64"],
    ["2001:db8:aa:bb::99", "2001:db8:aa:bb::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("reads %s as the client %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe("createIpHasher", () => {
  it("gives a hex HMAC that never contains the address and depends on the secret", () => {
    const a = createIpHasher("secret-one-0123456789");
    const b = createIpHasher("secret-two-0123456789");
    expect(a("198.51.100.1")).toMatch(/^[0-9a-f]{64}$/);
    expect(a("198.51.100.1")).toBe(a("198.51.100.1"));
    expect(a("198.51.100.1")).not.toBe(a("198.51.100.2"));
    expect(a("198.51.100.1")).not.toBe(b("198.51.100.1"));
  });

  it("hashes two addresses of one IPv6 /64 alike, and an IPv4-mapped address like its IPv4", () => {
    const h = createIpHasher("secret-one-0123456789");
    expect(h("2001:db8:1:2::a")).toBe(h("2001:db8:1:2:ffff::b"));
    expect(h("2001:db8:1:2::a")).not.toBe(h("2001:db8:1:3::a"));
    expect(h("::ffff:192.0.2.1")).toBe(h("192.0.2.1"));
  });
});

describe.each(testDatabaseKinds())("loadIpHashSecret on $kind", ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it("uses IP_HASH_SECRET when it is set, without touching the database", async () => {
    expect(await loadIpHashSecret(database.db, "configured-secret-123")).toBe("configured-secret-123");
    const rows = await database.db.query.appSettings.findMany();
    expect(rows).toEqual([]);
  });

  it("generates one secret, keeps it, and concurrent first loads agree on it", async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => loadIpHashSecret(database.db, undefined)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await loadIpHashSecret(database.db, undefined)).toBe(secrets[0]);
  });
});
