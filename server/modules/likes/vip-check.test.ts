/**
 * GET /api/ff-likes/vip: the page checks a VIP code before it keeps it (docs/decisions/041: "Use code" saved
 * any text, and a mistyped code then made every request a free use, or a 401, with no warning).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LIKES_VIP_CHECK_PATH, VIP_CHECKS_PER_MINUTE, vipCheckSchema } from "../../../contracts/likes";
import { siteConfig } from "../../../site.config";
import { likesApp, uniqueSource } from "../../test/likes-harness";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import { createVipService } from "../vip/service";

const HANDLE = siteConfig.telegramHandle;

describe("checking a VIP code before the page keeps it", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const src = uniqueSource(7);
  const check = (authorization: string | undefined, ip = src.ip()) =>
    app.inject({ method: "GET", url: LIKES_VIP_CHECK_PATH, remoteAddress: ip, headers: authorization === undefined ? {} : { authorization } });

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    ({ app } = await likesApp(database));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers a working code with { valid: true }, whatever its case and spacing, and never lets it be cached", async () => {
    const { code } = await createVipService(database.db, { telegramHandle: HANDLE }).issue({ days: 30 });
    const res = await check(`Bearer  ${code.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(vipCheckSchema.parse(res.json())).toEqual({ valid: true });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it.each([
    ["an unknown code", async () => "VIP-AAAAA-BBBBB-CCCCC-DDDDD-EEEEE", `This VIP code is not valid. Check it, or contact ${HANDLE} on Telegram.`],
    [
      "a revoked code",
      async () => {
        const vip = createVipService(database.db, { telegramHandle: HANDLE });
        const { code } = await vip.issue({ days: 30 });
        await vip.revoke(code);
        return code;
      },
      `This VIP code has been revoked. Contact ${HANDLE} on Telegram.`,
    ],
    [
      "an expired code",
      async () => (await createVipService(database.db, { telegramHandle: HANDLE, now: () => new Date("2024-01-01T00:00:00Z") }).issue({ days: 1 })).code,
      `This VIP code expired on 2024-01-02. Contact ${HANDLE} on Telegram to renew it.`,
    ],
  ])("refuses %s with 401 and says why", async (_name, make, message) => {
    const res = await check(`Bearer ${await make()}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it("asks for a code when none is sent (400), and for the header's form when it is not Bearer (401)", async () => {
    const none = await check(undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'Send a VIP code as "Authorization: Bearer <code>".' });
    const basic = await check("Basic abc");
    expect(basic.statusCode).toBe(401);
    expect(basic.json()).toMatchObject({ message: 'Send a VIP code as "Authorization: Bearer <code>".' });
  });

  describe("guessing", () => {
    let limited: FastifyInstance | undefined;
    afterEach(async () => {
      await limited?.close();
    });

    it(`answers 429 after ${VIP_CHECKS_PER_MINUTE} checks a minute from one address, and other addresses still get answers`, async () => {
      // Its own app: the limit counts per process, and the other cases here use fresh addresses anyway.
      ({ app: limited } = await likesApp(database));
      const ip = src.ip();
      const statuses: number[] = [];
      for (let i = 0; i <= VIP_CHECKS_PER_MINUTE; i++) {
        const res = await limited.inject({ method: "GET", url: LIKES_VIP_CHECK_PATH, remoteAddress: ip, headers: { authorization: `Bearer VIP-GUESS-${i}` } });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, VIP_CHECKS_PER_MINUTE).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      const other = await limited.inject({ method: "GET", url: LIKES_VIP_CHECK_PATH, remoteAddress: src.ip(), headers: { authorization: "Bearer VIP-GUESS-X" } });
      expect(other.statusCode).toBe(401);
    });
  });
});
