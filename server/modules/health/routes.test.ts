import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { setZodCompilers } from "../../lib/route-schemas";
import { healthRoutes } from "./routes";

/** A database whose ping can be made to fail or to never answer, counting the pings. */
function fakeDatabase(ping: boolean | "hangs") {
  const pingFails = ping === true;
  const calls = { ping: 0 };
  const database = {
    kind: "pglite",
    calls,
    ping: async () => {
      calls.ping++;
      if (ping === "hangs") await new Promise(() => {});
      if (pingFails) throw new Error("database down");
    },
  } as unknown as Database & { calls: typeof calls };
  return database;
}

describe("health routes", () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  const appWith = async (database: Database) => {
    const app = Fastify({ logger: false });
    setZodCompilers(app);
    await app.register(healthRoutes, { database });
    apps.push(app);
    return app;
  };
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });

  it("GET /api/health/live answers { ok: true } without touching the database, even when it is down", async () => {
    const database = fakeDatabase(true);
    const app = await appWith(database);
    const res = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(database.calls.ping).toBe(0);
  });

  it("GET /api/health pings the database and answers 503 when it does not answer", async () => {
    const database = fakeDatabase(true);
    const app = await appWith(database);
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, db: "pglite" });
    expect(database.calls.ping).toBe(1);
  });

  it("GET /api/health answers 503 with Retry-After within 2 s when the ping never answers", async () => {
    const database = fakeDatabase("hangs");
    const app = await appWith(database);
    const started = Date.now();
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({ ok: false, db: "pglite" });
  });

  it("GET /api/health answers ok with the database kind when the ping succeeds", async () => {
    const database = fakeDatabase(false);
    const app = await appWith(database);
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, db: "pglite" });
  });
});
