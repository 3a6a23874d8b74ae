import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../site.config";
import { freePort, REPO_ROOT } from "../scripts/prove/lib/server-process";
import { parseConfig } from "./config";
import { NO_CHALLENGE_SECRET_WARNING, NO_IP_HASH_SECRET_WARNING } from "./plugins/request-log";
import { listenUrl, SAMPLE_SITE_URL, sampleSiteUrlWarning, startupSummary, startupWarnings } from "./startup-summary";
import { tinySite } from "./test/tiny-site";
import { isolatedEnv } from "./test/isolated-env";

describe("the start-up summary", () => {
  it("says in words what a default start uses", () => {
    const config = parseConfig({ DATA_DIR: "/srv/site/data" });
    expect(startupSummary(config, 5000)).toEqual([
      "Site running at http://localhost:5000 (production)",
      "  Database:      embedded PGlite in /srv/site/data (DATA_DIR), writes synced to disk (PGLITE_SYNC=on)",
      "  Likes:         demo: no likes are sent (set LIKES_API_URL)",
      "  Chat:          built-in assistant, answers from the site's own knowledge (set GEMINI_API_KEY or OPENAI_BASE_URL for a model)",
      "  Dashboard:     off (set ADMIN_TOKEN to turn on /admin)",
      "  Trusted proxy: none (TRUST_PROXY unset: the socket address is the client, X-Forwarded-* ignored)",
      "  Shared limits: in this process",
    ]);
  });

  it("names the providers' hosts, the PostgreSQL host without its password, the dashboard and the proxy", () => {
    const config = parseConfig({
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://site:s3cret@db.internal:5433/site",
      LIKES_API_URL: "https://likes.example.net/api/{region}/{uid}?key={key}",
      OPENAI_BASE_URL: "https://llm.example.org/v1",
      OPENAI_MODEL: "small-1",
      ADMIN_TOKEN: "a".repeat(40),
      TRUST_PROXY: "127.0.0.1",
      PGLITE_SYNC: "off",
    });
    const text = startupSummary(config, 8080).join("\n");
    expect(text).toContain("Site running at http://127.0.0.1:8080");
    expect(text).toContain("Database:      PostgreSQL at db.internal:5433/site (DATABASE_URL)");
    expect(text).not.toContain("s3cret");
    expect(text).toContain("Likes:         provider at likes.example.net (LIKES_API_URL)");
    expect(text).toContain("Chat:          OpenAI-compatible API at llm.example.org, model small-1 (OPENAI_BASE_URL)");
    expect(text).toContain("Dashboard:     on at /admin (ADMIN_TOKEN)");
    expect(text).toContain("Trusted proxy: 127.0.0.1 (TRUST_PROXY)");
    expect(text).toContain("Shared limits: PostgreSQL");
  });

  it("says when PGlite writes are not synced, and when Gemini answers", () => {
    const text = startupSummary(parseConfig({ DATA_DIR: "/d", PGLITE_SYNC: "off", GEMINI_API_KEY: "k", TRUST_PROXY: "1" }), 1).join("\n");
    expect(text).toContain("writes left in the OS cache (PGLITE_SYNC=off: not crash-safe)");
    expect(text).toContain("Chat:          Gemini, model gemini-2.5-flash (GEMINI_API_KEY)");
    expect(text).toContain("Trusted proxy: 1 hop in front (TRUST_PROXY=1)");
  });

  it("shows IPv6 listen addresses in brackets", () => {
    expect(listenUrl("::1", 5000)).toBe("http://[::1]:5000");
  });

  it("the sample siteUrl warning names the operator's site.yaml, siteUrl and the fix", () => {
    expect(sampleSiteUrlWarning("https://example-creator.dev", "site/site.yaml")).toMatch(
      /^site\/site\.yaml: siteUrl is still the sample https:\/\/example-creator\.dev: .*Set siteUrl/,
    );
    expect(sampleSiteUrlWarning("https://example-creator.dev")).toMatch(/^samples\/site\/site\.yaml: siteUrl/);
  });
});

describe("start-up warnings", () => {
  const secret = "s".repeat(32);

  it("a production start with the sample siteUrl warns; another address or a development start does not", () => {
    expect(startupWarnings({ env: "production", ipHashSecret: secret, challengeSecret: secret }, SAMPLE_SITE_URL)).toEqual([sampleSiteUrlWarning(SAMPLE_SITE_URL)]);
    expect(startupWarnings({ env: "production", ipHashSecret: secret, challengeSecret: secret }, `${SAMPLE_SITE_URL}/`)).toHaveLength(1);
    expect(startupWarnings({ env: "production", ipHashSecret: secret, challengeSecret: secret }, "https://my-site.example")).toEqual([]);
    expect(startupWarnings({ env: "development", ipHashSecret: undefined, challengeSecret: secret }, SAMPLE_SITE_URL)).toEqual([]);
  });

  it("a production start without IP_HASH_SECRET warns that the hashes' key sits beside them; with one, or in development, it does not", () => {
    expect(startupWarnings({ env: "production", ipHashSecret: undefined, challengeSecret: secret }, "https://my-site.example")).toEqual([NO_IP_HASH_SECRET_WARNING]);
    expect(startupWarnings({ env: "production", ipHashSecret: secret, challengeSecret: secret }, "https://my-site.example")).toEqual([]);
    expect(startupWarnings({ env: "development", ipHashSecret: undefined, challengeSecret: secret }, "https://my-site.example")).toEqual([]);
  });

  it("a production start without CHALLENGE_SECRET warns that the hidden deals' key sits in the database; with one, or in development, it does not", () => {
    expect(startupWarnings({ env: "production", ipHashSecret: secret, challengeSecret: undefined }, "https://my-site.example")).toEqual([NO_CHALLENGE_SECRET_WARNING]);
    expect(startupWarnings({ env: "production", ipHashSecret: undefined, challengeSecret: undefined }, "https://my-site.example")).toEqual([
      NO_IP_HASH_SECRET_WARNING,
      NO_CHALLENGE_SECRET_WARNING,
    ]);
    expect(startupWarnings({ env: "development", ipHashSecret: secret, challengeSecret: undefined }, "https://my-site.example")).toEqual([]);
  });

  it.skipIf((siteConfig.siteUrl as string) !== SAMPLE_SITE_URL)(
    "the real server logs the summary in words, then the siteUrl warning, as JSON when not on a terminal",
    async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "server/main.ts")], {
        cwd: REPO_ROOT,
        env: isolatedEnv({ NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: "memory://", CLIENT_DIR: tinySite(), IP_HASH_SECRET: "s".repeat(32) }),
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      const seen = new Promise<void>((resolve) => {
        child.stdout.on("data", (d: Buffer) => {
          out += d.toString("utf8");
          if (out.includes("siteUrl is still the sample")) resolve();
        });
      });
      child.stderr.resume(); // Node's own warnings, not the log
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      await Promise.race([seen, exited]);
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      const lines = out
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { level: number; msg: string });
      const summary = lines.find((l) => l.msg.startsWith("Site running at"));
      expect(summary?.level).toBe(30);
      expect(summary?.msg).toContain(`Site running at http://127.0.0.1:${port} (production)`);
      expect(summary?.msg).toContain("Database:      embedded PGlite in memory");
      const warning = lines.find((l) => l.msg === sampleSiteUrlWarning(SAMPLE_SITE_URL));
      expect(warning?.level).toBe(40);
      expect(lines.some((l) => l.msg === "incoming request")).toBe(false);
    },
    120_000,
  );
});
