import { parseConfig, type AppConfig } from "../config";

/** A config for tests: quiet logs, no built site unless a test points CLIENT_DIR at one. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return parseConfig({ LOG_LEVEL: "silent", CLIENT_DIR: "/nonexistent/client", DATA_DIR: "memory://", ...env });
}
