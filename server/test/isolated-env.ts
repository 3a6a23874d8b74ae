import { TEST_SITE_DIR } from "../../test/fixtures/site";
import { envSchema } from "../config";

/**
 * The environment for a process a test starts (a command, the server): every setting of
 * server/config.ts set to "" (which means its default), PATH and HOME, then the test's own values.
 * The child inherits nothing else: an operator's exported DATABASE_URL or ADMIN_TOKEN never reaches
 * it, and their `.env` in the working folder is ignored too, because `.env` only fills variables
 * that are unset (Node's process.loadEnvFile) and here every one is set. SITE_DIR is the one
 * setting not left at its default: the tests' identity is the tracked samples, never the
 * operator's site/ (test/fixtures/site.ts); a test may still pass its own.
 */
export function isolatedEnv(env: Record<string, string> = {}): Record<string, string> {
  const blank = Object.fromEntries(Object.keys(envSchema.shape).map((name) => [name, ""]));
  return { ...blank, SITE_DIR: TEST_SITE_DIR, PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", ...env };
}
