import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { buildApp } from "./app";
import { AppError } from "./lib/errors";
import { testConfig } from "./test/test-config";
import { testDatabaseKinds, type TestDatabase } from "./test/test-databases";

describe.each(testDatabaseKinds())("app on $kind", ({ kind, open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it("GET /api/health answers ok with the database kind", async () => {
    const app = await buildApp(testConfig(), { database });
    onTestFinished(() => app.close());
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, db: kind });
  });

  it("applies the migrations (the settings table exists)", async () => {
    const rows = await database.db.execute(
      // information_schema works the same on PGlite and PostgreSQL
      (await import("drizzle-orm")).sql`select table_name from information_schema.tables where table_name = 'app_settings'`,
    );
    expect(JSON.stringify(rows)).toContain("app_settings");
  });
});

describe("error mapper and headers", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
  });
  afterAll(() => database.close());

  async function appWithProbeRoutes() {
    const app = await buildApp(testConfig(), { database });
    app.post("/api/probe", async (req) => ({ got: req.body }));
    app.get("/api/probe/app-error", async () => {
      throw new AppError("rate_limited", "Slow down", { headers: { "retry-after": "60" } });
    });
    app.get("/api/probe/crash", async () => {
      throw new Error("secret internal detail");
    });
    return app;
  }

  it("answers an unknown API route with 404 JSON", async () => {
    const app = await appWithProbeRoutes();
    onTestFinished(() => app.close());
    const res = await app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("answers broken JSON with 400 and a clear message", async () => {
    const app = await appWithProbeRoutes();
    onTestFinished(() => app.close());
    const res = await app.inject({ method: "POST", url: "/api/probe", headers: { "content-type": "application/json" }, payload: "{oops" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: "The request body is not valid JSON.", requestId: expect.any(String) });
  });

  it("answers an oversized body with 413", async () => {
    const app = await appWithProbeRoutes();
    onTestFinished(() => app.close());
    const res = await app.inject({
      method: "POST",
      url: "/api/probe",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ x: "a".repeat(100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: "The request body is too large.", requestId: expect.any(String) });
  });

  it("answers an unsupported content type with 415", async () => {
    const app = await appWithProbeRoutes();
    onTestFinished(() => app.close());
    const res = await app.inject({ method: "POST", url: "/api/probe", headers: { "content-type": "application/x-nope" }, payload: "x" });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it("maps an AppError to its status, message and headers", async () => {
    const app = await appWithProbeRoutes();
    onTestFinished(() => app.close());
    const res = await app.inject({ method: "GET", url: "/api/probe/app-error" });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe("60");
    expect(res.json()).toEqual({ success: false, message: "Slow down", requestId: expect.any(String) });
  });

  it("never leaks an unexpected error's details", async () => {
    const app = await appWithProbeRoutes();
    onTestFinished(() => app.close());
    const res = await app.inject({ method: "GET", url: "/api/probe/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret internal detail");
    expect(res.json()).toEqual({ success: false, message: "Something went wrong on our side. Please try again later.", requestId: expect.any(String) });
  });

  it("sends the security headers on API answers", async () => {
    const app = await appWithProbeRoutes();
    onTestFinished(() => app.close());
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["strict-transport-security"]).toContain("max-age=");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
  });
});

describe("static site", () => {
  let database: TestDatabase;
  let clientDir: string;

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    const root = mkdtempSync(path.join(tmpdir(), "site-"));
    clientDir = path.join(root, "client");
    mkdirSync(path.join(clientDir, "about"), { recursive: true });
    mkdirSync(path.join(clientDir, "404"), { recursive: true });
    mkdirSync(path.join(clientDir, "blog", "_not-found"), { recursive: true });
    mkdirSync(path.join(clientDir, "assets"), { recursive: true });
    const home = "<html><body><h1>Home page</h1><script>boot()</script></body></html>";
    writeFileSync(path.join(clientDir, "index.html"), home);
    writeFileSync(path.join(clientDir, "index.html.gz"), gzipSync(home));
    writeFileSync(path.join(clientDir, "about", "index.html"), "<h1>About page</h1>");
    writeFileSync(path.join(clientDir, "404", "index.html"), "<h1>Page Not Found</h1>");
    writeFileSync(path.join(clientDir, "blog", "_not-found", "index.html"), "<h1>Post Not Found</h1>");
    writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), "console.log(1)");
    writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");
    const sw = `self.addEventListener("fetch", () => {}); /* ${"padding ".repeat(60)} */`;
    writeFileSync(path.join(clientDir, "sw.js"), sw);
    writeFileSync(path.join(clientDir, "sw.js.br"), brotliCompressSync(sw));
    writeFileSync(path.join(clientDir, "manifest.webmanifest"), JSON.stringify({ name: "Site", start_url: "/" }));
    writeFileSync(path.join(clientDir, "build-version.json"), JSON.stringify({ version: "3fbf17ac" }));
    writeFileSync(
      path.join(root, "pages.json"),
      JSON.stringify({
        "/": { file: "index.html", scriptHashes: ["sha256-abc="] },
        "/about": { file: "about/index.html", scriptHashes: [] },
        "/404": { file: "404/index.html", scriptHashes: [] },
        "/blog/_not-found": { file: "blog/_not-found/index.html", scriptHashes: [] },
      }),
    );
  });
  afterAll(() => database.close());

  const app = () => buildApp(testConfig({ CLIENT_DIR: clientDir }), { database });

  it("serves a prerendered page with no-cache and its script hashes in the CSP", async () => {
    const a = await app();
    onTestFinished(() => a.close());
    const res = await a.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Home page");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-abc='");
    const scriptSrc = String(res.headers["content-security-policy"])
      .split(";")
      .find((d) => d.trim().startsWith("script-src"));
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("sends the precompressed copy when the browser accepts it", async () => {
    const a = await app();
    onTestFinished(() => a.close());
    const res = await a.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    const a = await app();
    onTestFinished(() => a.close());
    const res = await a.inject({ method: "GET", url: "/no/such/page" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Page Not Found");
    expect(res.headers["content-type"]).toContain("text/html");
    const direct = await a.inject({ method: "GET", url: "/404" });
    expect(direct.statusCode).toBe(404);
  });

  it("answers an unknown path inside a section with the section's own not-found page and status 404", async () => {
    const a = await app();
    onTestFinished(() => a.close());
    const res = await a.inject({ method: "GET", url: "/blog/no-such-post" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Post Not Found");
    expect((await a.inject({ method: "GET", url: "/blog/_not-found" })).statusCode).toBe(404);
    expect((await a.inject({ method: "GET", url: "/other/no-such-page" })).body).toContain("Page Not Found");
  });

  it("redirects a trailing slash and serves nested pages", async () => {
    const a = await app();
    onTestFinished(() => a.close());
    const redirect = await a.inject({ method: "GET", url: "/about/?x=1" });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe("/about?x=1");
    expect((await a.inject({ method: "GET", url: "/about" })).body).toContain("About page");
  });

  it("caches hashed assets for a year and other files briefly", async () => {
    const a = await app();
    onTestFinished(() => a.close());
    const asset = await a.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await a.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("serves the service worker uncached, as JavaScript, with a CSP that lets it fetch same-origin files", async () => {
    const a = await app();
    onTestFinished(() => a.close());
    for (const encoding of ["identity", "br"]) {
      const res = await a.inject({ method: "GET", url: "/sw.js", headers: { "accept-encoding": encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(String(res.headers["content-type"])).toMatch(/^(text|application)\/javascript/);
      expect(res.headers["content-security-policy"]).toBe("default-src 'none'; connect-src 'self'");
    }
  });

  it("serves the build's version file uncached, so an open page of an earlier build learns of the new one at once", async () => {
    const a = await app();
    onTestFinished(() => a.close());
    const res = await a.inject({ method: "GET", url: "/build-version.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.json()).toEqual({ version: "3fbf17ac" });
  });

  it("serves the web app manifest as application/manifest+json", async () => {
    const a = await app();
    onTestFinished(() => a.close());
    const res = await a.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(res.json()).toEqual({ name: "Site", start_url: "/" });
  });

  it("never serves raw HTML files around the page table", async () => {
    const a = await app();
    onTestFinished(() => a.close());
    const res = await a.inject({ method: "GET", url: "/about/index.html" });
    expect(res.statusCode).toBe(404);
  });
});
