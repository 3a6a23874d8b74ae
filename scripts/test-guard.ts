/**
 * `npm test`: runs its steps (`npm run test:steps`) between two fingerprints of what production
 * serves in this checkout (scripts/operator-files.ts: the `build` link and its build, builds/,
 * site/, .env, the data folder) and fails, naming each change, when the run changed any of them.
 * In an operator's checkout that is the proof that the tests never touch the live site.
 *
 *   tsx scripts/test-guard.ts <command> [args...]
 */
import { spawnSync } from "node:child_process";
import { fingerprintChanges, operatorFingerprint } from "./operator-files";

function main(): number {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error("usage: tsx scripts/test-guard.ts <command> [args...]");
    return 2;
  }
  const root = process.cwd();
  // The operator's environment as it is now, before any step sets the tests' own settings.
  const env = { ...process.env };
  const before = operatorFingerprint(root, env);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: "inherit" });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const changes = fingerprintChanges(before, operatorFingerprint(root, env));
  if (changes.length > 0) {
    console.error(`\nnpm test changed what production serves in this checkout (it must never):\n  ${changes.join("\n  ")}`);
    return 1;
  }
  const held = [...before.values()].includes("held by a running server: not compared") ? " (the data folder is held by a running server: not compared)" : "";
  console.log(`\nnpm test: ${run.status === 0 ? "passed" : "FAILED"} in ${minutes} min; build, builds/, site/, .env and the data folder are as they were${held}.`);
  return run.status ?? 1;
}

process.exitCode = main();
