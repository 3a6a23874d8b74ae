/**
 * Playwright drives Debian's Chromium (downloads of Playwright's own browser are not possible
 * here). If it is missing: install it with apt when running as root, else say what to install.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function main() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium with apt-get...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (existsSync(CHROMIUM_PATH)) return;
  }
  console.error(
    `Chromium was not found at ${CHROMIUM_PATH}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) ` +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.",
  );
  process.exit(1);
}

main();
