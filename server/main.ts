/**
 * The server's entry (`node --import tsx server/main.ts`, npm start, systemd, Docker). site.config.ts
 * reads the operator's site/site.yaml (or SITE_DIR's) when it is imported, before any code of the
 * server runs. So `.env` is read first (SITE_DIR may be set there, as the README allows), the file is
 * checked here, and a mistake in it ends the start with one line naming the file and the field,
 * like every other failed start, instead of a stack trace. Then the server itself (serve.ts).
 */
import { loadSiteConfig } from "../publishing/site-folder";
import { loadDotEnv } from "./config";
import { operatorMessage, unexpectedMessage } from "./lib/operator-message";

try {
  loadDotEnv();
  loadSiteConfig();
} catch (err) {
  console.error(operatorMessage(err) ?? unexpectedMessage(err, "The server's start"));
  process.exit(1);
}
await import("./serve");
