/**
 * The browser tests in two passes (`npm run test:e2e`). The first runs every spec but the paced
 * ones, two at a time. The second runs the specs that play a real-time game at a person's pace
 * (PACED_SPECS): the server holds a run whose game clock fell behind its own (a page slowed down),
 * and on a 2-core machine a pace kept beside an axe sweep and a page load in the other worker was
 * seen at 48% (one run in a few). Alone, two paced specs keep their pace. Both passes run even if
 * the first fails, so one red run shows every failure; arguments go to both (`-- --grep snake`), and
 * a pass that none of them selects passes.
 */
import { spawnSync } from "node:child_process";

const passes = ["chromium", "paced"].map((project) => {
  const { status } = spawnSync("npx", ["playwright", "test", `--project=${project}`, "--pass-with-no-tests", ...process.argv.slice(2)], { stdio: "inherit" });
  return status ?? 1;
});
process.exit(passes.some((status) => status !== 0) ? 1 : 0);
