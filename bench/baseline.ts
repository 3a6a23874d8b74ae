/**
 * The same Lighthouse routes measured on an earlier commit in the same run (BENCH_COMPARE=<commit>),
 * so a change is judged against what it replaces under the same machine load: the commit is
 * checked out with `git worktree add` into a temporary folder, installed (`npm ci`) and built
 * there, and its server started like this checkout's. Routes are measured alternately, one on
 * each build, so a busy spell on a shared machine hits both.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LighthouseRow } from "./lighthouse";
import { startServer, type BenchServer } from "./server";

export type Baseline = { commit: string; dir: string; server: BenchServer; remove: () => Promise<void> };

const run = (cmd: string, args: string[], cwd: string) => execFileSync(cmd, args, { cwd, stdio: ["ignore", "inherit", "inherit"] });

/** A 7-40 character hex commit or a plain ref name; anything else is refused before git sees it. */
export function checkRef(ref: string): string {
  if (!/^[\w./-]{1,100}$/.test(ref) || ref.startsWith("-")) throw new Error(`BENCH_COMPARE must be a commit or branch name, not "${ref}"`);
  return ref;
}

export async function prepareBaseline(ref: string, log = (line: string) => console.error(line)): Promise<Baseline> {
  const commit = execFileSync("git", ["rev-parse", "--verify", `${checkRef(ref)}^{commit}`], { encoding: "utf8" }).trim();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-baseline-"));
  const removeTree = () => {
    try {
      execFileSync("git", ["worktree", "remove", "--force", dir], { stdio: "ignore" });
    } catch {
      rmSync(dir, { recursive: true, force: true });
      execFileSync("git", ["worktree", "prune"], { stdio: "ignore" });
    }
  };
  try {
    log(`bench: baseline ${commit.slice(0, 10)} in ${dir}: checkout, npm ci, build…`);
    run("git", ["worktree", "add", "--detach", dir, commit], process.cwd());
    run("npm", ["ci", "--no-audit", "--no-fund"], dir);
    run("npm", ["run", "build"], dir);
    const server = await startServer(0, dir);
    return {
      commit,
      dir,
      server,
      remove: async () => {
        await server.stop();
        removeTree();
      },
    };
  } catch (err) {
    removeTree();
    throw err;
  }
}

const ratio = (now: number, before: number) => (before === 0 ? (now === 0 ? "1.00" : "n/a") : (now / before).toFixed(2));

/** This build against the baseline, route by route: medians and the ratio now / before. */
export function formatComparison(now: readonly LighthouseRow[], before: readonly LighthouseRow[], commit: string): string {
  const head = `| route | perf now / before | LCP ms now / before (ratio) | TBT ms now / before | CLS now / before | transfer KB now / before (ratio) |`;
  const rule = `|---|---:|---:|---:|---:|---:|`;
  const rows = now.map((n) => {
    const b = before.find((r) => r.route === n.route);
    if (!b) return `| ${n.route} | ${n.performance} / - | ${Math.round(n.lcpMs)} / - | ${Math.round(n.tbtMs)} / - | ${n.cls.toFixed(3)} / - | ${Math.round(n.transferKb)} / - |`;
    return (
      `| ${n.route} | ${n.performance} / ${b.performance} | ${Math.round(n.lcpMs)} / ${Math.round(b.lcpMs)} (${ratio(n.lcpMs, b.lcpMs)}) | ` +
      `${Math.round(n.tbtMs)} / ${Math.round(b.tbtMs)} | ${n.cls.toFixed(3)} / ${b.cls.toFixed(3)} | ${Math.round(n.transferKb)} / ${Math.round(b.transferKb)} (${ratio(n.transferKb, b.transferKb)}) |`
    );
  });
  return [`Compared with ${commit.slice(0, 10)} (same run, Lighthouse medians; ratio = now / before):`, "", head, rule, ...rows].join("\n");
}
