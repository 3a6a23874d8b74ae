import { defineConfig } from "vitest/config";
import { TEST_SITE_DIR } from "./test/fixtures/site.ts";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

// Kept apart from vite.config.ts: the React Router plugin builds an app, not a test run.
// The tests' identity is the tracked samples, never the operator's site/ (test/fixtures/site.ts):
// site.config.ts reads SITE_DIR when a test imports it, and every project's workers inherit this
// process's environment. Posts stay each test's own (test/fixtures/blog).
process.env.SITE_DIR = TEST_SITE_DIR;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          provide: { testDatabaseUrl: process.env.TEST_DATABASE_URL ?? "" },
          environment: "node",
          include: [
            "server/**/*.test.ts",
            "contracts/**/*.test.ts",
            "texts/**/*.test.ts",
            "publishing/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
            "test/**/*.test.ts",
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The pure engines shared by the browser (play) and the server (replay): no DOM needed.
        test: {
          name: "games",
          environment: "node",
          include: ["games/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "web",
          environment: "happy-dom",
          include: ["web/**/*.test.{ts,tsx}", "*.test.ts"],
          setupFiles: ["web/test/setup.ts"],
        },
      },
    ],
  },
});
