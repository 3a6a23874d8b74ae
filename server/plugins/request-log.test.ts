/**
 * Logs (docs/decisions/018): request log lines used to hold the client's raw address, and a production
 * start without IP_HASH_SECRET said nothing about the hash key sitting beside the hashes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_SESSION_PATH } from "../../contracts/admin";
import { buildApp } from "../app";
import { CSRF_HEADERS, TEST_ADMIN_TOKEN } from "../test/admin-session";
import { testConfig } from "../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { logCapture } from "../test/tiny-site";

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabaseKinds()[0]!.open();
});
afterAll(async () => {
  await database.close();
});

async function appWith(env: Record<string, string>) {
  const logs = logCapture();
  const app = await buildApp(testConfig({ LOG_LEVEL: "info", ...env }), { database, logStream: logs.stream });
  return { app, logs };
}

describe("request logs", () => {
  it("hold no client address, direct or forwarded, even for an error", async () => {
    const { app, logs } = await appWith({ TRUST_PROXY: "1", LOG_LEVEL: "debug" });
    await app.inject({ method: "GET", url: "/api/health/live", remoteAddress: "203.0.113.77" });
    await app.inject({
      method: "POST",
      url: "/api/ff-likes",
      remoteAddress: "10.9.8.7",
      headers: { "x-forwarded-for": "198.51.100.23", "content-type": "application/json" },
      payload: "{bad",
    });
    await app.close();
    const raw = logs.raw();
    expect(logs.lines.filter((l) => l.msg === "incoming request")).toHaveLength(2);
    for (const address of ["203.0.113.77", "10.9.8.7", "198.51.100.23"]) expect(raw).not.toContain(address);
    expect(raw).not.toContain("remoteAddress");
  });

  it("a wrong admin token is logged by request id, not by address", async () => {
    const { app, logs } = await appWith({ ADMIN_TOKEN: TEST_ADMIN_TOKEN });
    const res = await app.inject({ method: "POST", url: ADMIN_SESSION_PATH, remoteAddress: "203.0.113.99", headers: CSRF_HEADERS, payload: { token: "x".repeat(40) } });
    await app.close();
    expect(res.statusCode).toBe(401);
    const line = logs.lines.find((l) => l.msg === "admin sign-in with a wrong token");
    expect(line?.reqId).toBe(res.headers["x-request-id"]);
    expect(logs.raw()).not.toContain("203.0.113.99");
  });
});

describe("request lines", () => {
  it("are below info: none at info, both at debug with the status", async () => {
    for (const level of ["info", "debug"]) {
      const { app, logs } = await appWith({ LOG_LEVEL: level });
      await app.inject({ method: "GET", url: "/api/health/live" });
      await app.close();
      const lines = logs.lines.filter((l) => l.msg === "incoming request" || l.msg === "request completed");
      if (level === "info") expect(lines).toEqual([]);
      else
        expect(lines.map((l) => [l.level, l.msg])).toEqual([
          [20, "incoming request"],
          [20, "request completed"],
        ]);
    }
  });
});
