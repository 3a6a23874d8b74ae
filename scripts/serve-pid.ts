/**
 * Where `npm run serve` (scripts/serve.ts) writes its pid, by port, so `npm run serve:reload`,
 * `npm run upgrade` and `npm run rollback` can restart it without a service manager. In the
 * system's temporary folder: a checkout may be read-only (systemd's ProtectSystem=strict).
 */
import { existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** SERVE_PID_DIR (from the environment or .env) moves it, for a host whose temporary folder is private per service. */
export function servePidFile(port: number, dir: string = process.env.SERVE_PID_DIR || tmpdir()): string {
  return path.join(dir, `creator-site-serve-${port}.pid`);
}

/** The pid of the `npm run serve` supervisor on `port`, when one runs. */
export function runningServe(port: number, dir?: string): number | undefined {
  const file = servePidFile(port, dir);
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
