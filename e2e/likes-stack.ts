/**
 * A second server instance for the likes tests, wired to a fake likes provider: a real node:http
 * server on loopback that answers each UID as the test says. Started once per Playwright worker.
 * It trusts one proxy hop (TRUST_PROXY=1) so each test can be its own client through an
 * X-Forwarded-For header and never meets another test's daily use.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createServer } from "node:net";
import { test as base } from "./fixtures";
import { sentAnswer, startFakeLikesUpstream, type FakeAnswer } from "../server/test/fake-likes-upstream";
import { TEST_BUILD_HOME } from "../scripts/build-folders";
import { isolatedEnv } from "../server/test/isolated-env";
import { TEST_BLOG_DIR } from "../test/fixtures/blog";

export type LikesStack = {
  baseURL: string;
  /** Decide how the fake provider answers a UID. */
  answer(uid: string, answer: FakeAnswer): void;
  /** The server's output so far (its start-up log names the provider). */
  log(): string;
};

async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(false))
        .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from}`);
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the likes test server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the likes test server did not start in time");
}

/** Per worker (each worker has its own server): distinct clients and players for every test. */
let clients = 0;
let players = 0;
export const nextUid = () => String(40_000_000 + ++players);

export const test = base.extend<{ clientIp: string }, { likesStack: LikesStack }>({
  likesStack: [
    async ({}, provide, workerInfo) => {
      const answers = new Map<string, FakeAnswer>();
      const upstream = await startFakeLikesUpstream((r) => answers.get(r.uid) ?? sentAnswer(r.uid));
      const port = await freePort(4400 + Math.floor(Math.random() * 400) + workerInfo.workerIndex);
      let output = "";
      const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
        // isolatedEnv: the operator's .env in the checkout (its DATABASE_URL, SITE_DIR...) must not
        // reach this server: CI runs beside one that points at no database, and this server failed.
        env: isolatedEnv({
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: "memory://",
          BLOG_DIR: TEST_BLOG_DIR,
          // The tests' own build (npm run build:test), not the operator's live one beside it.
          CLIENT_DIR: path.resolve(TEST_BUILD_HOME, "build", "client"),
          LIKES_API_URL: upstream.queryTemplate,
          LIKES_API_KEY: "e2e-key",
          LIKES_TIMEOUT_MS: "2000",
          TRUST_PROXY: "1",
          LOG_LEVEL: "info",
          NODE_ENV: "test",
        }),
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
      child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
      try {
        await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, 90_000);
        await provide({ baseURL: `http://127.0.0.1:${port}`, answer: (uid, a) => answers.set(uid, a), log: () => output });
      } finally {
        child.kill("SIGTERM");
        await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
        await upstream.close();
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],

  /** A client address of this test's own, sent through the trusted proxy header. */
  clientIp: async ({ page }, provide, testInfo) => {
    const ip = `198.18.${testInfo.workerIndex % 250}.${(++clients % 250) + 1}`;
    await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
    await provide(ip);
  },
});

export { expect, hydrated } from "./fixtures";
