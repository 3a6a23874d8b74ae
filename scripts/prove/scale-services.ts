/**
 * The services the scale proof runs of its own, on loopback ports, so stopping them disturbs
 * nothing else on the machine: a throwaway PostgreSQL cluster (initdb in a temporary folder, run
 * as user postgres when we are root), a Redis, and nginx with the proxy directives of
 * deploy/nginx.conf (the `location /` block is read from that file, so the proof tests what an
 * operator installs).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { REPO_ROOT } from "./lib/server-process";

const PG_BIN = "/usr/lib/postgresql/15/bin";
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs a command as user postgres when we are root (PostgreSQL refuses to run as root). */
function asPostgres(command: string, args: string[]): string {
  const root = process.getuid?.() === 0;
  return execFileSync(root ? "runuser" : command, root ? ["-u", "postgres", "--", command, ...args] : args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

export type PostgresCluster = { url: string; stop(): Promise<void>; start(): Promise<void>; remove(): Promise<void> };

export async function startPostgresCluster(port: number): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), "prove-scale-pg-"));
  if (process.getuid?.() === 0) {
    const ids = execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim();
    const gid = execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const data = path.join(dir, "data");
  asPostgres(`${PG_BIN}/initdb`, ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = async () => {
    asPostgres(`${PG_BIN}/pg_ctl`, ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
  };
  await start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query("create database scale");
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/scale`,
    start,
    stop: async () => {
      asPostgres(`${PG_BIN}/pg_ctl`, ["-D", data, "-m", "fast", "-w", "stop"]);
    },
    remove: async () => {
      try {
        asPostgres(`${PG_BIN}/pg_ctl`, ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type OwnProcess = { child: ChildProcess; stop(): Promise<void> };

function own(child: ChildProcess, signal: NodeJS.Signals): OwnProcess {
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export async function startRedis(port: number): Promise<OwnProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  for (let i = 0; i < 100; i++) {
    try {
      if (execFileSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8" }).trim() === "PONG") return own(child, "SIGTERM");
    } catch {
      // not up yet
    }
    await wait(50);
  }
  child.kill("SIGKILL");
  throw new Error(`redis-server did not answer on port ${port}`);
}

/** The multi-line `location / { ... }` block of deploy/nginx.conf, as the operator installs it. */
export function deployLocationBlock(): string {
  const text = readFileSync(path.join(REPO_ROOT, "deploy/nginx.conf"), "utf8");
  const block = /\n( {4}location \/ \{\n[\s\S]*?\n {4}\})\n/.exec(text)?.[1];
  if (!block) throw new Error("deploy/nginx.conf has no multi-line `location / { ... }` block");
  return block;
}

/** The deploy's upstream server options (max_fails etc.), applied to the loopback instances. */
function deployUpstreamOptions(): string {
  const text = readFileSync(path.join(REPO_ROOT, "deploy/nginx.conf"), "utf8");
  return /\n\s*server 127\.0\.0\.1:\d+( [^;]*)?;/.exec(text)?.[1] ?? "";
}

export type Nginx = OwnProcess & { accessLog(): string[] };

export async function startNginx(port: number, upstreamPorts: readonly number[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "prove-scale-nginx-"));
  const servers = upstreamPorts.map((p) => `        server 127.0.0.1:${p}${deployUpstreamOptions()};`).join("\n");
  const conf = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    log_format scale '$remote_addr $status "$upstream_addr" "$upstream_status" $request_method $request_uri';
    access_log ${dir}/access.log scale;
    upstream site {
${servers}
        keepalive 32;
    }
    server {
        listen 127.0.0.1:${port};
        client_max_body_size 64k;
${deployLocationBlock()}
    }
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child = spawn("nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/live`, { signal: AbortSignal.timeout(1000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await wait(50);
  }
  const proc = own(child, "SIGQUIT");
  return {
    ...proc,
    accessLog: () => readFileSync(path.join(dir, "access.log"), "utf8").split("\n").filter(Boolean),
    stop: async () => {
      await proc.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
