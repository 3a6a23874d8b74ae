import { TEST_BLOG_DIR } from "../../test/fixtures/blog";
import { parseConfig, type AppConfig } from "../config";

/**
 * A config for tests: quiet logs, no built site unless a test points CLIENT_DIR at one, and the
 * tests' own posts (test/fixtures/blog), never the operator's site/blog.
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return parseConfig({ LOG_LEVEL: "silent", CLIENT_DIR: "/nonexistent/client", DATA_DIR: "memory://", BLOG_DIR: TEST_BLOG_DIR, ...env });
}
