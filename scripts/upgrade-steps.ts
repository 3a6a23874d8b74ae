/**
 * The commands `npm run upgrade` and `npm run rollback` run (scripts/upgrade.ts,
 * scripts/rollback.ts): git, npm and the backup, each with its output kept in a log file so the
 * terminal shows one line a step. Every failure is a StepError whose message says what to do.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUILDS_DIR } from "./build-folders";
import { StepError } from "./rolling-restart";

/** The output of every command an upgrade or rollback runs, newest last. */
export const UPGRADE_LOG = path.join(BUILDS_DIR, "upgrade.log");
/** What the last upgrade did: its backup and the commits and builds before and after. */
export const LAST_UPGRADE = path.join(BUILDS_DIR, "last-upgrade.json");

export type LastUpgrade = { at: string; backup?: string; fromCommit: string; toCommit: string; fromBuild?: string; toBuild?: string };

export function git(root: string, args: string[]): { ok: boolean; out: string } {
  const r = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  // trimEnd only: `git status --porcelain` lines start with a space (" M file").
  return { ok: r.status === 0, out: `${r.stdout ?? ""}${r.stderr ?? ""}`.trimEnd() };
}

export function headCommit(root: string): string {
  const r = git(root, ["rev-parse", "HEAD"]);
  if (!r.ok) throw new StepError(`${root} is not a git checkout (${r.out}): upgrade a clone of the project.`);
  return r.out;
}

/** Whether the checkout holds `commit` (a rollback can only check out code it still has). */
export function commitExists(root: string, commit: string): boolean {
  return git(root, ["cat-file", "-e", `${commit}^{commit}`]).ok;
}

/** The line pointing at the commands' output, only when some command wrote it (the file exists). */
export function logNote(root: string): string | undefined {
  return existsSync(path.join(root, UPGRADE_LOG)) ? `(the commands' output is in ${UPGRADE_LOG})` : undefined;
}

/** Tracked files with local changes (what would stop `git pull`); the operator's site/ is ignored by git. */
export function trackedChanges(root: string): string[] {
  const r = git(root, ["status", "--porcelain", "--untracked-files=no"]);
  if (!r.ok) throw new StepError(`git status failed: ${r.out}`);
  return r.out
    .split("\n")
    .filter(Boolean)
    .map((l) => l.slice(3));
}

export function refuseLocalChanges(root: string, what: string): void {
  const changed = trackedChanges(root);
  if (changed.length === 0) return;
  const list = changed.slice(0, 5).join(", ") + (changed.length > 5 ? ` and ${changed.length - 5} more` : "");
  throw new StepError(
    `tracked files have local changes (${list}), so ${what} could lose or mix them. ` +
      "Your own site belongs in site/, which git ignores (see the README); see them with git diff, then move them there, commit them, or undo them (git checkout -- FILE), and run it again.",
  );
}

/** `git pull --ff-only`; the commit before and after. */
export function pullFastForward(root: string): { from: string; to: string } {
  const from = headCommit(root);
  const r = git(root, ["pull", "--ff-only"]);
  if (!r.ok) {
    const diverged = /not possible to fast-forward|diverg|Not possible/i.test(r.out);
    throw new StepError(
      diverged
        ? `this checkout has commits the upstream does not (git pull --ff-only refused): nothing was changed. Look with git log --oneline @{u}..HEAD, then rebase or reset onto the upstream yourself.`
        : `git pull --ff-only failed (${r.out.split("\n").slice(-2).join(" / ")}): nothing was changed. Check the network and the remote (git remote -v), then run it again.`,
    );
  }
  return { from, to: headCommit(root) };
}

/** Whether package-lock.json differs between two commits (then `npm ci` must run). */
export function lockChanged(root: string, from: string, to: string): boolean {
  const r = spawnSync("git", ["diff", "--quiet", from, to, "--", "package-lock.json"], { cwd: root });
  if (r.status === 0) return false;
  if (r.status === 1) return true;
  throw new StepError(`git diff ${from.slice(0, 7)} ${to.slice(0, 7)} failed: is the checkout intact?`);
}

/** Runs a command with its output appended to the log; resolves with its output's last lines, throws with `onFail` and them. */
export function logged(root: string, command: string, args: string[], onFail: string): string {
  const log = path.join(root, UPGRADE_LOG);
  mkdirSync(path.dirname(log), { recursive: true });
  appendFileSync(log, `\n$ ${command} ${args.join(" ")}    (${new Date().toISOString()})\n`);
  const fd = openSync(log, "a");
  let status: number | null;
  try {
    status = spawnSync(command, args, { cwd: root, stdio: ["ignore", fd, fd], env: process.env }).status;
  } finally {
    closeSync(fd);
  }
  const tail = readFileSync(log, "utf8").trimEnd().split("\n").slice(-200);
  const last = tail.filter((l) => l.trim()).at(-1) ?? "";
  if (status !== 0) throw new StepError(`${onFail}\n  last lines of ${UPGRADE_LOG}:\n    ${tail.slice(-8).join("\n    ")}`);
  return last;
}

/** `npm run db:backup`; the backup's file, or undefined when there is no database yet (a first install). */
export function backup(root: string): { file?: string; line: string } {
  try {
    const last = logged(root, "npm", ["run", "--silent", "db:backup"], "the backup failed, so nothing was upgraded: fix what it says, then run npm run upgrade again.");
    const file = /Backup written: (\S+)/.exec(last)?.[1];
    return { file, line: last };
  } catch (err) {
    const text = readFileSync(path.join(root, UPGRADE_LOG), "utf8");
    if (/nothing to back up/.test(text.slice(-2000))) return { line: "no database yet, nothing to back up" };
    throw err;
  }
}

export function readLastUpgrade(root: string): LastUpgrade | undefined {
  const file = path.join(root, LAST_UPGRADE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as LastUpgrade;
  } catch {
    return undefined;
  }
}

export function writeLastUpgrade(root: string, record: LastUpgrade): void {
  writeFileSync(path.join(root, LAST_UPGRADE), JSON.stringify(record, null, 2) + "\n");
}
