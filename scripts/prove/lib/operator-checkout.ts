/**
 * An operator's checkout for the "upgrade" proof (scripts/prove/upgrade.ts): commands run the way
 * an operator runs them, a server instance restarted by a small script (their `systemctl restart`),
 * and the checks read over HTTP. The commands get PATH and HOME only, so the checkout's `.env`
 * supplies every setting, as on a host (a developer's exported variables never reach it).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { appendFileSync, chmodSync, existsSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** `lines`: each line of stdout with the second it arrived at, to time a command's own steps. */
export type Ran = { code: number | null; out: string; seconds: number; lines: { at: number; text: string }[] };

/** The environment of an operator's shell with nothing exported but what `extra` names. */
export function operatorEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", ...extra };
}

/** Runs a command to its end; never throws, so the caller says what the failure means. */
export function run(cwd: string, command: string, args: readonly string[], env: Record<string, string> = operatorEnv()): Promise<Ran> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let partial = "";
    const lines: Ran["lines"] = [];
    const keep = (d: Buffer) => (out = (out + d.toString()).slice(-60_000));
    child.stdout.on("data", (d: Buffer) => {
      keep(d);
      const parts = (partial + d.toString()).split("\n");
      partial = parts.pop() ?? "";
      for (const text of parts) lines.push({ at: (Date.now() - started) / 1000, text });
    });
    child.stderr.on("data", keep);
    child.on("error", (err) => (out += `\n${err.message}`));
    child.on("close", (code) => {
      if (partial) lines.push({ at: (Date.now() - started) / 1000, text: partial });
      resolve({ code, out, seconds: (Date.now() - started) / 1000, lines });
    });
  });
}

/** Like run, but a failure throws with the command's last lines. */
export async function must(cwd: string, command: string, args: readonly string[], what: string, env?: Record<string, string>): Promise<Ran> {
  const r = await run(cwd, command, args, env);
  if (r.code !== 0) throw new Error(`${what} failed (\`${command} ${args.join(" ")}\` exited ${r.code}):\n${r.out.trimEnd().split("\n").slice(-25).join("\n")}`);
  return r;
}

/** `git` in `cwd`, its output trimmed; throws on failure. */
export async function git(cwd: string, ...args: string[]): Promise<string> {
  return (await must(cwd, "git", args, `git ${args[0]}`)).out.trim();
}

/**
 * "The developers'" upstream, a bare clone of `repoRoot`, and the operator's clone of it (reset to
 * `at` first when given: an older install), with node_modules linked from `repoRoot`. An
 * operator's `npm ci` makes a real folder, which .gitignore covers; the link is excluded in the
 * clone's own untracked list.
 */
export async function cloneForOperator(repoRoot: string, upstream: string, op: string, at?: string): Promise<void> {
  await git(path.dirname(upstream), "clone", "-q", "--bare", repoRoot, upstream);
  await git(path.dirname(op), "clone", "-q", upstream, op);
  if (at) await git(op, "reset", "-q", "--hard", at);
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(op, "node_modules"));
  appendFileSync(path.join(op, ".git/info/exclude"), "/node_modules\n");
}

export const secs = (s: number) => `${s.toFixed(1)} s`;

/** "backup 2.1 s, fetch 0.3 s, ...": each step's time, from the line before it to its own line. */
export function stepTimes(r: Ran, prefix: string): string {
  let last = 0;
  return r.lines
    .filter((l) => l.text.startsWith(prefix))
    .map((l) => {
      const name = / \d+\/\d+ (\w+):/.exec(l.text)?.[1] ?? "?";
      const took = l.at - last;
      last = l.at;
      return `${name} ${secs(took)}`;
    })
    .join(", ");
}

/**
 * Writes the restart command: it stops the instance whose pid is in `pidFile` (SIGTERM, then
 * SIGKILL after 45 s: the server drains for up to 35 s) and starts a new one from the checkout in
 * the background with PATH and HOME only (the rest comes from `.env`), its output appended to
 * `logFile` and stdin/out/err detached, so the upgrade's `sh -c` returns at once.
 */
export function writeRestartScript(file: string, checkout: string, pidFile: string, logFile: string): void {
  const q = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
  writeFileSync(
    file,
    `#!/bin/sh
# The proof's "systemctl restart site@$1": one instance, pid in ${path.basename(pidFile)}.
set -e
cd ${q(checkout)}
if [ -f ${q(pidFile)} ]; then
  pid=$(cat ${q(pidFile)})
  if kill -TERM "$pid" 2>/dev/null; then
    i=0
    while kill -0 "$pid" 2>/dev/null; do
      i=$((i + 1)); [ "$i" -gt 225 ] && kill -KILL "$pid" 2>/dev/null || true
      sleep 0.2
    done
  fi
  rm -f ${q(pidFile)}
fi
echo "--- start $(date -u +%FT%TZ)" >> ${q(logFile)}
env -i PATH=${q(process.env.PATH ?? "/usr/bin:/bin")} HOME=${q(process.env.HOME ?? "/tmp")} \\
  nohup ${q(process.execPath)} --import tsx server/main.ts < /dev/null >> ${q(logFile)} 2>&1 &
echo $! > ${q(pidFile)}
`,
  );
  chmodSync(file, 0o755);
}

export function readPid(pidFile: string): number | undefined {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the instance the restart script started (by its pid only), SIGKILL after 45 s. */
export async function stopInstance(pidFile: string): Promise<void> {
  const pid = readPid(pidFile);
  if (!pid || !alive(pid)) return;
  process.kill(pid, "SIGTERM");
  const deadline = Date.now() + 45_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  if (alive(pid)) process.kill(pid, "SIGKILL");
}

export async function get(url: string): Promise<{ status: number; body: Buffer }> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: "manual" });
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
  } catch (err) {
    return { status: 0, body: Buffer.from(err instanceof Error ? err.message : String(err)) };
  }
}

/** Waits until GET /api/health answers 200; the seconds it took, or throws with the instance's log. */
export async function waitHealthy(origin: string, logFile: string, timeoutMs = 180_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await get(`${origin}/api/health`)).status === 200) return (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 250));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, "utf8").slice(-3000) : "(no log)";
  throw new Error(`the instance at ${origin} did not answer /api/health within ${timeoutMs / 1000} s; its log:\n${log}`);
}

/** sha256 of each file (relative to `root`), to prove the upgrade left them byte for byte. */
export function hashes(root: string, files: readonly string[]): Map<string, string> {
  return new Map(
    files.map((f) => [
      f,
      existsSync(path.join(root, f))
        ? createHash("sha256")
            .update(readFileSync(path.join(root, f)))
            .digest("hex")
        : "missing",
    ]),
  );
}

/** The files whose hash differs between two snapshots. */
export function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before].filter(([f, h]) => after.get(f) !== h).map(([f]) => f);
}
