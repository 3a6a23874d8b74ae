/** The Chromium every benchmark part drives: Debian's, headless, with nothing running in the background. */
import { execFileSync } from "node:child_process";

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** "Chromium 139.0.7258.154 built on Debian…" → that line, or "unknown" when it cannot be run. */
export function chromiumVersion(chromePath = DEFAULT_CHROMIUM): string {
  try {
    const out = execFileSync(chromePath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return (
      out
        .split("\n")
        .find((l) => /chrom/i.test(l))
        ?.trim() ?? "unknown"
    );
  } catch {
    return "unknown";
  }
}
