/** Reads the config, listens, and shuts down gracefully (started by server/main.ts). Everything else is in app.ts. */
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import closeWithGrace from "close-with-grace";
import type { FastifyInstance } from "fastify";
import { pino } from "pino";
import { siteConfig } from "../site.config";
import { buildApp } from "./app";
import { loadConfig, underServeSupervisor, type AppConfig } from "./config";
import { operatorMessage, unexpectedMessage } from "./lib/operator-message";
import { startupSummary, startupWarnings } from "./startup-summary";

let config: AppConfig | undefined;
let app: FastifyInstance | undefined;

/**
 * Under `npm run serve` (scripts/serve.ts, docs/decisions/054) the supervisor holds the port and
 * hands each connection over; this process says when its code is loaded ("prepared"), opens the
 * database only when told ("go": the embedded database serves one process at a time, so the old
 * one must have let it go), then takes connections ("ready"). It listens on a socket of its own
 * too, so closing waits for its connections like any listening server.
 */
const handover = underServeSupervisor() && typeof process.send === "function";

function supervisorSays(kind: string): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if ((message as { kind?: unknown } | null)?.kind !== kind) return;
      process.off("message", onMessage);
      resolve();
    };
    process.on("message", onMessage);
  });
}

async function main() {
  config = loadConfig();
  if (handover) {
    const go = supervisorSays("go");
    process.send!({ kind: "prepared" });
    await go;
  }
  app = await buildApp(config);
  if (handover) {
    const server = app.server;
    process.on("message", (message: unknown, socket: unknown) => {
      if (message !== "connection" || !(socket instanceof Socket)) return;
      server.emit("connection", socket);
      socket.resume();
    });
    await app.listen({ path: path.join(tmpdir(), `creator-site-serve-${process.pid}.sock`) });
    process.send!({ kind: "ready" });
  } else await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  app.log.info(startupSummary(config, port).join("\n"));
  for (const warning of startupWarnings(config, siteConfig.siteUrl)) app.log.warn(warning);

  // close-with-grace: a signal (SIGTERM from systemd, Docker or npm start; Ctrl+C) or an uncaught
  // error closes the server: it stops taking connections and lets requests in flight finish. The
  // grace outlasts the longest upstream call (config.shutdownGraceMs), so a chat reply or a likes call
  // already started finishes and its daily use is confirmed, not left pending. Past the grace, or on
  // a second signal, the process exits at once with status 1.
  const server = app;
  const log = server.log;
  closeWithGrace(
    { delay: config.shutdownGraceMs, logger: { error: (message: unknown) => log.error(message instanceof Error ? { err: message } : { detail: String(message) }, "shutdown") } },
    async ({ signal, err }) => {
      if (err) log.error({ err }, "uncaught error: shutting down, finishing in-flight requests");
      else log.info({ signal, graceMs: config?.shutdownGraceMs }, "shutting down: finishing in-flight requests");
      await server.close();
    },
  );
}

/**
 * A failed start ends with one line naming the setting or file and the fix; the stack goes to the
 * log at debug level (LOG_LEVEL=debug shows it), never to the operator's screen by default.
 */
async function failStart(err: unknown): Promise<never> {
  const log = app?.log ?? pino({ level: config?.logLevel ?? "info" }, pino.destination(2));
  log.debug({ err }, "start failed");
  const ctx = config ? { port: config.port, host: config.host, databaseUrl: config.databaseUrl, dataDir: config.dataDir } : {};
  const message = operatorMessage(err, ctx) ?? unexpectedMessage(err, "The server's start");
  // Printed on exit, so it stays the last line whatever closing logs (PGlite's close may even end
  // the process itself); stderr to a pipe, file or terminal is written synchronously on Linux.
  process.once("exit", () => console.error(message));
  process.exitCode = 1;
  // Release the database (the data-folder lock, the pool) before leaving, within a bound.
  await Promise.race([app?.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  process.exit(1);
}

main().catch(failStart);
