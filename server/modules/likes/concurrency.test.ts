/**
 * The daily rule under load: many simultaneous requests must never both pass. The provider
 * answers slowly (real HTTP on loopback), so requests overlap while reservations are pending.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { openPostgres } from "../../db/client";
import { likesFreeUses } from "../../db/schema";
import { createUidHasher, loadIpHashSecret } from "../../lib/ip-hash";
import { sentAnswer, startFakeLikesUpstream, type FakeLikesUpstream } from "../../test/fake-likes-upstream";
import { likesApp, uniqueSource } from "../../test/likes-harness";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";

const N = 50;

function tally(statuses: number[]) {
  return { ok: statuses.filter((s) => s === 200).length, limited: statuses.filter((s) => s === 429).length };
}

let upstream: FakeLikesUpstream;
beforeAll(async () => {
  upstream = await startFakeLikesUpstream((r) => ({ ...sentAnswer(r.uid), delayMs: 30 }));
});
afterAll(() => upstream.close());

describe.each(testDatabaseKinds())("concurrent free requests on $kind", ({ open }) => {
  let database: TestDatabase;
  const src = uniqueSource(3);
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it(`${N} simultaneous requests from one IP: exactly 1 success, ${N - 1} answered 429`, async () => {
    const { app, post } = await likesApp(database, { LIKES_API_URL: upstream.pathTemplate });
    onTestFinished(() => app.close());
    const ip = src.ip();
    const responses = await Promise.all(Array.from({ length: N }, () => post({ uid: src.uid(), region: "ind" }, { ip })));
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ ok: 1, limited: N - 1 });
  });

  it(`${N} simultaneous requests for one UID from ${N} IPs: exactly 1 success`, async () => {
    const { app, post } = await likesApp(database, { LIKES_API_URL: upstream.pathTemplate });
    onTestFinished(() => app.close());
    const uid = src.uid();
    const responses = await Promise.all(Array.from({ length: N }, () => post({ uid, region: "ind" }, { ip: src.ip() })));
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ ok: 1, limited: N - 1 });
    const stored = createUidHasher(await loadIpHashSecret(database.db, undefined))(uid);
    const rows = (await database.db.select().from(likesFreeUses)).filter((r) => r.uid === stored);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("confirmed");
  });
});

const postgres = testDatabaseKinds().find((k) => k.kind === "postgres");

describe.skipIf(!postgres)("two app instances sharing one PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await postgres!.open();
  });
  afterAll(() => database.close());

  it(`${N} simultaneous requests from one IP split across both instances: exactly 1 success`, async () => {
    const src = uniqueSource(4);
    // Two separate connection pools to the same database, as two processes would have.
    const [dbA, dbB] = await Promise.all([openPostgres(database.url!), openPostgres(database.url!)]);
    onTestFinished(() => Promise.all([dbA.close(), dbB.close()]).then(() => {}));
    const env = { LIKES_API_URL: upstream.pathTemplate };
    const [a, b] = await Promise.all([likesApp(dbA, env), likesApp(dbB, env)]);
    // Registered after the pools' teardown, so it runs first (vitest runs these hooks as a stack).
    onTestFinished(() => Promise.all([a.app.close(), b.app.close()]).then(() => {}));
    const ip = src.ip();
    const responses = await Promise.all(Array.from({ length: N }, (_, i) => (i % 2 ? a : b).post({ uid: src.uid(), region: "ind" }, { ip })));
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ ok: 1, limited: N - 1 });
    // Both instances generated the same IP-hash secret on first start, so they agree who the client is.
    const again = await a.post({ uid: src.uid(), region: "ind" }, { ip });
    const againB = await b.post({ uid: src.uid(), region: "ind" }, { ip });
    expect([again.statusCode, againB.statusCode]).toEqual([429, 429]);
  });
});
