/**
 * `npm run serve`: `npm run start:prod` under a supervisor that holds the port, so a restart on one
 * server loses no request (docs/decisions/054). The supervisor listens on PORT/HOST and hands each
 * connection, as it arrives, to the server process it runs (`scripts/start.ts --no-build`, with
 * SERVE_HANDOVER=1: server/serve.ts). The server sees the visitor's own socket, so addresses,
 * TRUST_PROXY and the limits are as without it.
 *
 * SIGHUP (`npm run serve:reload`, `systemctl reload`, or `npm run upgrade`/`rollback`, which find it
 * by its pid file) starts a new server beside the old one:
 *   1. the new one loads its code (the slow part after an upgrade: TypeScript compiled afresh) and
 *      says "prepared" while the old one keeps serving;
 *   2. on PostgreSQL it then opens the database and says "ready" while the old one still serves;
 *      on the embedded database, which serves one process at a time, the old one is sent SIGTERM
 *      first: it finishes its requests and lets the folder go, and the connections that arrive
 *      meanwhile wait in the supervisor (they are answered late, never refused);
 *   3. new connections go to the new server, and the old one (PostgreSQL) is sent SIGTERM.
 * A new server that fails before it is ready leaves the old one serving (PostgreSQL, or the
 * embedded database before step 2) and its one-line reason in the log. SIGTERM or SIGINT stops
 * the server gracefully, then the supervisor.
 */
import { fork, type ChildProcess } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { loadDotEnv } from "../server/config";
import { servePidFile } from "./serve-pid";

type Server = { proc: ChildProcess; pid: number; exited: Promise<number | null> };

const log = (line: string) => console.log(`serve: ${line}`);

function startServer(): Server {
  const proc = fork(path.join(import.meta.dirname, "start.ts"), ["--no-build"], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, SERVE_HANDOVER: "1" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : null))));
  return { proc, pid: proc.pid ?? 0, exited };
}

/** Resolves when the server says `kind`, rejects when it exits first or after `timeoutMs`. */
function said(server: Server, kind: "prepared" | "ready", timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`the new server did not say it was ${kind} within ${timeoutMs / 1000} s`)), timeoutMs);
    const onMessage = (message: unknown) => {
      if ((message as { kind?: unknown } | null)?.kind === kind) done();
    };
    const onExit = (code: number | null) => done(new Error(`the new server exited (status ${code}) before it was ${kind}: its reason is above`));
    const done = (err?: Error) => {
      clearTimeout(timer);
      server.proc.off("message", onMessage).off("exit", onExit);
      if (err) reject(err);
      else resolve();
    };
    server.proc.on("message", onMessage).once("exit", onExit);
  });
}

async function main(): Promise<void> {
  loadDotEnv();
  const port = Number(process.env.PORT || 5000);
  const host = process.env.HOST || "0.0.0.0";
  const waitMs = Number(process.env.SERVE_START_TIMEOUT_S || 180) * 1000;
  const shared = Boolean(process.env.DATABASE_URL);
  const queue: net.Socket[] = [];
  let current: Server | undefined;
  let stopping = false;

  const hand = (socket: net.Socket) => {
    if (!current) return void queue.push(socket);
    // keepOpen false: the socket now belongs to the server process.
    current.proc.send("connection", socket, { keepOpen: false }, (err) => err && socket.destroy());
  };
  const listener = net.createServer({ pauseOnConnect: true }, hand);
  const switchTo = (server: Server) => {
    current = server;
    for (const socket of queue.splice(0)) if (!socket.destroyed) hand(socket);
    // A server that dies on its own (a crash) leaves nothing to hand to: the supervisor stops too,
    // so the service manager restarts it (systemd's Restart=).
    void server.exited.then((code) => {
      if (current !== server || stopping) return;
      log(`the server (pid ${server.pid}) exited with status ${code}; stopping`);
      listener.close();
      rmSync(servePidFile(port), { force: true });
      process.exit(code || 1);
    });
  };

  // The first server: its failure is the start's failure.
  const first = startServer();
  try {
    await said(first, "prepared", waitMs);
    first.proc.send({ kind: "go" });
    await said(first, "ready", waitMs);
  } catch (err) {
    console.error(`serve: ${(err as Error).message}`);
    process.exit(1);
  }
  await new Promise<void>((resolve, reject) => listener.once("error", reject).listen(port, host, resolve));
  writeFileSync(servePidFile(port), `${process.pid}\n`);
  switchTo(first);
  log(`listening on ${host}:${port}, handing connections to the server (pid ${first.pid}); SIGHUP (npm run serve:reload) restarts it with no request refused`);

  let restarting = false;
  const restart = async () => {
    if (restarting || stopping || !current) return;
    restarting = true;
    const started = Date.now();
    const old = current;
    const next = startServer();
    try {
      await said(next, "prepared", waitMs);
      if (!shared) {
        // The embedded database: the old server lets the folder go first; meanwhile connections wait here.
        current = undefined;
        old.proc.kill("SIGTERM");
        await old.exited;
      }
      next.proc.send({ kind: "go" });
      await said(next, "ready", waitMs);
      switchTo(next);
      if (shared) old.proc.kill("SIGTERM");
      log(`restarted: the server is now pid ${next.pid} (was ${old.pid}), in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (err) {
      next.proc.kill("SIGKILL");
      if (current === old) log(`restart failed, the server (pid ${old.pid}) keeps serving: ${(err as Error).message}`);
      else {
        console.error(`serve: restart failed after the old server stopped: ${(err as Error).message}; stopping`);
        listener.close();
        for (const socket of queue.splice(0)) socket.destroy();
        rmSync(servePidFile(port), { force: true });
        process.exit(1);
      }
    } finally {
      restarting = false;
    }
  };
  process.on("SIGHUP", () => void restart());

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    listener.close();
    rmSync(servePidFile(port), { force: true });
    const server = current;
    if (!server) process.exit(0);
    server.proc.kill(signal);
    process.exit((await server.exited) ?? 0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

await main();
