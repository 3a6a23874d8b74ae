import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM } from "./bench/chromium";
import { TEST_BUILD_HOME } from "./scripts/build-folders";
import { readBuildContent } from "./scripts/start-plan";
import { isolatedEnv } from "./server/test/isolated-env";
import { TEST_BLOG_DIR } from "./test/fixtures/blog";
import { TEST_SITE_DIR } from "./test/fixtures/site";

// The specs (run in this process and its workers) read site.config.ts: the tests' identity, the
// samples the test build was made with, never the operator's site/.
process.env.SITE_DIR = TEST_SITE_DIR;

// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
// A fresh embedded database per run, so browser tests never see an earlier run's rows.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "e2e-data-"));
process.env.E2E_DATA_DIR = DATA_DIR;

// The browser tests run on the test build, in its own folder (test-build/, `npm run build:test`):
// the tests' own posts (test/fixtures/blog), never the operator's build/ a server serves, so a test
// run neither reads nor re-points it. A test build of other posts would fail them for the wrong
// reason: say what to run.
const CLIENT_DIR = path.resolve(TEST_BUILD_HOME, "build", "client");
const MANIFEST = path.resolve(TEST_BUILD_HOME, "build", "pages.json");
const builtFrom = existsSync(MANIFEST) ? (readBuildContent(MANIFEST)?.blogDir ?? "(a build that does not say)") : TEST_BLOG_DIR;
if (builtFrom !== TEST_BLOG_DIR) {
  throw new Error(`${TEST_BUILD_HOME}/build holds the posts of ${builtFrom}; the browser tests need the test build of ${TEST_BLOG_DIR}: run \`npm run build:test\` first.`);
}

/** The specs that play a real-time game at a person's pace (scripts/e2e.ts). */
const PACED_SPECS = ["**/challenge-realtime.spec.ts"];

/** The dashboard's token for the browser tests (e2e/admin.spec.ts); never a real one. */
export const E2E_ADMIN_TOKEN = "e2e-admin-token-0123456789abcdef";
/** The daily challenge's secret here, so e2e/challenge specs can sign another day's token; never a real one. */
export const E2E_CHALLENGE_SECRET = "e2e-challenge-secret-0123456789";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    // Requests a service worker makes are not seen by page.route: with it running, specs that fake
    // /api would reach the real server. Only e2e/offline.spec.ts allows it.
    serviceWorkers: "block",
    // Debian's Chromium with the benchmark's flags (bench/chromium.ts).
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM, args: CHROMIUM_FLAGS },
  },
  // The paced specs play real-time games at a person's pace and run in a pass of their own
  // (scripts/e2e.ts says why); `npx playwright test` alone runs both projects side by side.
  projects: [
    { name: "chromium", testIgnore: PACED_SPECS, use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "paced", testMatch: PACED_SPECS, use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: {
    command: "npx tsx server/main.ts",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // TRUST_PROXY: a spec may act as another visitor by X-Forwarded-For (e2e/challenge-admin.spec.ts
    // blocks a player by address, which must not be the address every spec plays from).
    // Playwright passes its own environment on: blank out model settings so the chat always uses the
    // built-in assistant here, whatever the shell running the tests has set.
    // isolatedEnv: every other setting at its default, whatever the shell or an operator's .env says.
    env: isolatedEnv({
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      CLIENT_DIR,
      SITE_DIR: TEST_SITE_DIR,
      BLOG_DIR: TEST_BLOG_DIR,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      GEMINI_API_KEY: "",
      OPENAI_BASE_URL: "",
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      CHALLENGE_SECRET: E2E_CHALLENGE_SECRET,
      TRUST_PROXY: "127.0.0.1",
    }),
  },
});
