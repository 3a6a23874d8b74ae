import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/errors";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import { vipCodes } from "../../db/schema";
import { createVipService, generateVipCode, hashVipCode, normalizeVipCode } from "./service";

describe("VIP code format", () => {
  it("makes codes of 5 groups of 5 unambiguous characters, different each time", () => {
    const codes = new Set(Array.from({ length: 200 }, generateVipCode));
    expect(codes.size).toBe(200);
    for (const c of codes) expect(c).toMatch(/^VIP(-[A-HJKMNP-TV-Z2-9]{5}){5}$/);
  });

  it("ignores case and spaces when hashing a typed code", () => {
    expect(normalizeVipCode("  vip-abcde-fghjk ")).toBe("VIP-ABCDE-FGHJK");
    expect(hashVipCode("vip-abcde")).toBe(hashVipCode("VIP-ABCDE"));
    expect(hashVipCode("VIP-ABCDE")).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe.each(testDatabaseKinds())("VIP service on $kind", ({ open }) => {
  let database: TestDatabase;
  let clock = new Date("2025-05-01T10:00:00Z");
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  const service = () => createVipService(database.db, { telegramHandle: "@op", now: () => clock });

  async function refusal(header: string): Promise<AppError> {
    try {
      await service().verifyAuthorization(header);
    } catch (e) {
      if (e instanceof AppError) return e;
      throw e;
    }
    throw new Error("expected a refusal");
  }

  it("issues a code, stores only its SHA-256, and accepts it as a Bearer token", async () => {
    const { code, id, expiresAt } = await service().issue({ days: 30, note: "for Ravi" });
    expect(expiresAt.toISOString()).toBe("2025-05-31T10:00:00.000Z");
    const rows = await database.db.select().from(vipCodes);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows.find((r) => r.id === id)?.codeHash).toBe(hashVipCode(code));
    expect(await service().verifyAuthorization(`Bearer ${code}`)).toEqual({ codeId: id });
    expect(await service().verifyAuthorization(`bearer ${code.toLowerCase()}`)).toEqual({ codeId: id });
  });

  it("treats a request without Authorization as free", async () => {
    expect(await service().verifyAuthorization(undefined)).toBeNull();
  });

  it("refuses an unknown code with 401 'not valid'", async () => {
    const e = await refusal("Bearer VIP-NOPE");
    expect(e.status).toBe(401);
    expect(e.publicMessage).toBe("This VIP code is not valid. Check it, or contact @op on Telegram.");
    expect(e.options.headers?.["www-authenticate"]).toContain("Bearer");
  });

  it("refuses a header that is not a Bearer token", async () => {
    expect((await refusal("Basic abc")).publicMessage).toBe('Send a VIP code as "Authorization: Bearer <code>".');
    expect((await refusal("Bearer ")).status).toBe(401);
    expect((await refusal(`Bearer ${"x".repeat(500)}`)).status).toBe(401);
  });

  it("refuses an expired code with the date it expired", async () => {
    const { code } = await service().issue({ days: 1 });
    clock = new Date("2025-05-02T10:00:00Z");
    const e = await refusal(`Bearer ${code}`);
    clock = new Date("2025-05-01T10:00:00Z");
    expect(e.publicMessage).toBe("This VIP code expired on 2025-05-02. Contact @op on Telegram to renew it.");
  });

  it("revokes by code or by id, once, and then refuses the code as revoked", async () => {
    const a = await service().issue({ days: 5 });
    const b = await service().issue({ days: 5 });
    expect(await service().revoke(a.code)).toEqual({ id: a.id, alreadyRevoked: false });
    expect(await service().revoke(String(b.id))).toEqual({ id: b.id, alreadyRevoked: false });
    expect(await service().revoke(a.code)).toEqual({ id: a.id, alreadyRevoked: true });
    expect(await service().revoke("VIP-UNKNOWN")).toBeNull();
    expect((await refusal(`Bearer ${a.code}`)).publicMessage).toBe("This VIP code has been revoked. Contact @op on Telegram.");
  });

  it("lists codes newest first with status and use counts", async () => {
    const fresh = await service().issue({ days: 2, note: "listed" });
    await service().recordUse({ codeId: fresh.id, ipHash: "h", uid: "12345678", region: "ind", likesAdded: 100 });
    await service().recordUse({ codeId: fresh.id, ipHash: "h", uid: "12345679", region: "ind", likesAdded: 99 });
    clock = new Date("2025-05-02T12:00:00Z"); // the 1-day code has expired by now
    const list = await service().list();
    clock = new Date("2025-05-01T10:00:00Z");
    expect(list[0]).toMatchObject({ id: fresh.id, note: "listed", status: "active", uses: 2 });
    expect(list[0]?.lastUsedAt).toBeInstanceOf(Date);
    expect(list.map((r) => r.status)).toEqual(expect.arrayContaining(["revoked", "expired", "active"]));
  });

  it("refuses days outside 1..3650 and long notes", async () => {
    await expect(service().issue({ days: 0 })).rejects.toThrow("days must be a whole number from 1 to 3650");
    await expect(service().issue({ days: 1.5 })).rejects.toThrow(RangeError);
    await expect(service().issue({ days: 1, note: "n".repeat(201) })).rejects.toThrow("at most 200");
  });
});
