/**
 * The restart and check of `npm run upgrade` and `npm run rollback` (docs/decisions/038): each
 * instance in turn is restarted with the operator's own command, and the next one waits until this
 * one answers GET /api/health with 200 and serves the live build (its home page names the build's
 * own React Router manifest). The others keep serving meanwhile, so a proxy in front always has
 * an instance to send visitors to.
 *
 *   UPGRADE_RESTART="sudo systemctl restart site@{n}"   the command; {n} is the instance
 *   UPGRADE_INSTANCES="1 2"                              the instances, in order (default "1")
 *   UPGRADE_URL="http://127.0.0.1:500{n}"                where instance {n} answers (deploy/site@.service)
 *   UPGRADE_WAIT_S=120                                   how long one instance may take to answer
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { carriedUrls } from "./carry-assets";
import { operatorSetting } from "./operator-files";
import { runningServe } from "./serve-pid";

export type RestartPlan = { command: string; instances: string[]; url: (n: string) => string; waitMs: number };

/** A step that cannot go on: the message says what happened and what to do. */
export class StepError extends Error {}

/**
 * The restart as the operator configured it; without UPGRADE_RESTART, the `npm run serve` running
 * on this checkout's PORT (scripts/serve.ts: restarted with no request refused); else undefined.
 */
export function restartPlan(env: NodeJS.ProcessEnv = process.env, root: string = process.cwd()): RestartPlan | undefined {
  let command = env.UPGRADE_RESTART?.trim();
  if (!command) {
    const port = Number(operatorSetting(root, "PORT", env) || 5000);
    if (runningServe(port, operatorSetting(root, "SERVE_PID_DIR", env)) === undefined) return undefined;
    command = "npm run --silent serve:reload";
    env = { ...env, UPGRADE_INSTANCES: "1", UPGRADE_URL: env.UPGRADE_URL?.trim() || `http://127.0.0.1:${port}` };
  }
  const instances = (env.UPGRADE_INSTANCES?.trim() || "1").split(/[\s,]+/).filter(Boolean);
  if (!command.includes("{n}") && instances.length > 1) {
    throw new StepError(
      `UPGRADE_RESTART has no {n} but UPGRADE_INSTANCES names ${instances.length} instances: write the command with {n} where the instance goes (e.g. "sudo systemctl restart site@{n}").`,
    );
  }
  const template = env.UPGRADE_URL?.trim() || "http://127.0.0.1:500{n}";
  const wait = Number(env.UPGRADE_WAIT_S?.trim() || 120);
  if (!Number.isFinite(wait) || wait <= 0) throw new StepError(`UPGRADE_WAIT_S=${env.UPGRADE_WAIT_S} is not a number of seconds.`);
  return { command, instances, url: (n) => template.replaceAll("{n}", n).replace(/\/+$/, ""), waitMs: wait * 1000 };
}

/** The file name of the build's own React Router manifest (carried ones excluded): it names the build. */
export function ownManifest(clientDir: string): string {
  const assets = path.join(clientDir, "assets");
  if (!existsSync(assets)) throw new StepError(`${clientDir} holds no build: run npm run build.`);
  const carried = carriedUrls(clientDir);
  const own = readdirSync(assets).filter((n) => /^manifest-[\w-]+\.js$/.test(n) && !carried.has(`/assets/${n}`));
  if (own.length !== 1) throw new StepError(`${clientDir}/assets holds ${own.length} own React Router manifests: run npm run build again.`);
  return own[0]!;
}

async function get(url: string, timeoutMs = 5000): Promise<{ status: number; text: string } | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, text: await res.text() };
  } catch {
    return undefined;
  }
}

/** Whether the instance at `origin` is healthy and serves the build whose manifest is `manifest`: undefined when so, else why not. */
export async function servesBuild(origin: string, manifest: string): Promise<string | undefined> {
  const health = await get(`${origin}/api/health`);
  if (health?.status !== 200) return `GET ${origin}/api/health answered ${health ? health.status : "nothing"}`;
  const home = await get(`${origin}/`);
  if (home?.status !== 200) return `GET ${origin}/ answered ${home ? home.status : "nothing"}`;
  if (!home.text.includes(`/assets/${manifest}`))
    return `${origin}/ is not the live build (it does not name /assets/${manifest}): is UPGRADE_URL right, and does the server use this checkout's build/?`;
  const chunk = await get(`${origin}/assets/${manifest}`);
  if (chunk?.status !== 200) return `GET ${origin}/assets/${manifest} answered ${chunk ? chunk.status : "nothing"}`;
  return undefined;
}

async function waitUntilServing(origin: string, manifest: string, waitMs: number): Promise<string | undefined> {
  const deadline = Date.now() + waitMs;
  let why: string | undefined = "not asked yet";
  while (Date.now() < deadline) {
    why = await servesBuild(origin, manifest);
    if (!why) return undefined;
    await new Promise((r) => setTimeout(r, 500));
  }
  return why;
}

/**
 * Where the restarted instance's log is, for the service manager the command uses: systemd's journal
 * for `systemctl restart <unit>`, Docker's for `docker restart`, else the operator's own command's.
 */
export function logHint(command: string): string {
  const unit = /\bsystemctl\s+(?:--?\S+\s+)*(?:restart|reload|try-restart|reload-or-restart)\s+(\S+)/.exec(command)?.[1];
  if (unit) return `journalctl -u ${unit} -n 50`;
  const docker = /\bdocker(?:\s+compose)?\b.*\brestart\s+(\S+)/.exec(command)?.[1];
  if (docker) return `docker logs ${docker}`;
  if (command.includes("serve:reload")) return "the output of npm run serve";
  return `wherever \`${command}\` sends the server's output`;
}

/**
 * Restarts every instance in turn and waits for each to serve `manifest`. Throws a StepError naming
 * the instance, the reason, and what to do; the instances after it are left as they were.
 */
export async function rollingRestart(plan: RestartPlan, manifest: string, log: (line: string) => void = console.log): Promise<void> {
  for (const [i, n] of plan.instances.entries()) {
    const command = plan.command.replaceAll("{n}", n);
    const started = Date.now();
    const run = spawnSync("sh", ["-c", command], { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
    if (run.status !== 0) {
      const said = `${run.stderr || run.stdout || run.error?.message || ""}`.trim().split("\n").slice(-3).join(" / ");
      throw new StepError(
        `restarting instance ${n} failed (\`${command}\` exited ${run.status ?? run.signal}${said ? `: ${said}` : ""}); instances after it were not touched. Fix the command (UPGRADE_RESTART), then restart the rest by hand.`,
      );
    }
    const why = await waitUntilServing(plan.url(n), manifest, plan.waitMs);
    if (why) {
      const rest = plan.instances.slice(i + 1);
      throw new StepError(
        `instance ${n} was restarted but did not serve the live build within ${plan.waitMs / 1000} s (${why}); ` +
          (rest.length ? `instance(s) ${rest.join(" ")} still run the old one. ` : "") +
          `Read its log (${logHint(command)}), then fix it or go back with npm run rollback.`,
      );
    }
    log(`restart: instance ${n} is back and serves the live build (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}

/** The check after the restart: every instance healthy and on the live build. */
export async function checkInstances(plan: RestartPlan, manifest: string): Promise<void> {
  const problems: string[] = [];
  for (const n of plan.instances) {
    const why = await servesBuild(plan.url(n), manifest);
    if (why) problems.push(`instance ${n}: ${why}`);
  }
  if (problems.length) throw new StepError(`${problems.join("; ")}. Fix it, or go back with npm run rollback.`);
}
