/**
 * Turns a failure an operator can cause (a setting, a file, a database, a port) into one plain
 * line that names the setting or file and the fix. The server and every command end with that
 * line; the stack goes to the log at debug level only (docs/decisions/030).
 */
import { BlogContentError } from "../../contracts/blog-markdown";
import { SiteConfigError } from "../../publishing/site-schema";
import { ConfigError } from "../config";
import { DataDirInUseError } from "../db/data-dir-lock";

export const PGLITE_ONE_PROCESS =
  "The embedded database (PGlite) can be used by one process at a time: stop the server, run this command, then start the server again. " +
  "With DATABASE_URL (PostgreSQL) the command works while the server runs.";

/**
 * What the message may name: where the server listens and which database it was told to use;
 * `command` is set for the operator commands (npm run vip, stats...), absent for the server.
 */
export type OperatorContext = { port?: number; host?: string; databaseUrl?: string | undefined; dataDir?: string; command?: string };

type ErrnoLike = { code?: unknown; errors?: unknown; message?: unknown };

function codeOf(err: unknown): string | undefined {
  if (typeof err !== "object" || err === null) return undefined;
  const e = err as ErrnoLike;
  if (typeof e.code === "string") return e.code;
  // node-postgres raises an AggregateError (one error per address tried) with no code of its own.
  if (Array.isArray(e.errors)) for (const inner of e.errors) if (codeOf(inner)) return codeOf(inner);
  return undefined;
}

/** host:port/name of a PostgreSQL URL, without the password. */
export function describePostgresUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "5432"}${u.pathname}`;
  } catch {
    return "the URL in DATABASE_URL";
  }
}

function databaseName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.slice(1)) || "postgres";
  } catch {
    return "NAME";
  }
}

/** The one line for a failure the operator can fix, or undefined for anything else (a bug). */
export function operatorMessage(err: unknown, ctx: OperatorContext = {}): string | undefined {
  const again = ctx.command ? `run ${ctx.command} again` : "start again";
  if (err instanceof ConfigError) return `${err.message}. Fix the variable (in the environment or .env) and ${again}.`;
  if (err instanceof BlogContentError) return `Blog post ${err.file}: ${err.field} ${err.detail}. Fix the file's front matter and ${again}.`;
  if (err instanceof SiteConfigError) return `${err.message}. Fix it in that file and ${again}.`;
  if (err instanceof DataDirInUseError) {
    const holder = `pid ${err.pid}${err.where ? ` on ${err.where}` : ""}`;
    if (ctx.command) return `Could not open the database in ${err.dataDir} (DATA_DIR): it is in use (${holder}, probably the server). ${PGLITE_ONE_PROCESS}`;
    return (
      `The database in ${err.dataDir} (DATA_DIR) is in use by another process (${holder}, probably a server already running): ` +
      "stop it, or give this server its own DATA_DIR (several servers share one database through DATABASE_URL), then start again."
    );
  }
  const code = codeOf(err);
  if (code === "EADDRINUSE") {
    return `Port ${ctx.port ?? "(PORT)"} on ${ctx.host ?? "HOST"} is already in use (PORT): stop the other process using it or set PORT to a free port, then ${again}.`;
  }
  if (code === "EACCES" && ctx.port !== undefined && ctx.port < 1024) {
    return `Port ${ctx.port} needs root privileges (PORT): set PORT to 1024 or above (put a proxy on 80/443), then ${again}.`;
  }
  if (ctx.databaseUrl) {
    const where = describePostgresUrl(ctx.databaseUrl);
    if (
      code === "ECONNREFUSED" ||
      code === "ENOTFOUND" ||
      code === "EAI_AGAIN" ||
      code === "ETIMEDOUT" ||
      /timeout expired|Connection terminated/i.test(String((err as ErrnoLike)?.message ?? ""))
    ) {
      return `Could not connect to PostgreSQL at ${where} (DATABASE_URL): ${code === "ENOTFOUND" ? "unknown host" : "connection refused or timed out"}. Start PostgreSQL or fix DATABASE_URL, then ${again}.`;
    }
    if (code === "3D000") {
      const name = databaseName(ctx.databaseUrl);
      return `The database "${name}" does not exist at ${where} (DATABASE_URL): create it (createdb ${name}, or CREATE DATABASE "${name}"; in psql) or fix DATABASE_URL, then ${again}.`;
    }
    if (code === "28P01" || code === "28000") {
      return `PostgreSQL at ${where} refused the user or password in DATABASE_URL: fix DATABASE_URL, then ${again}.`;
    }
  }
  return undefined;
}

/** For anything not recognised: still one line, and where to see the rest. */
export function unexpectedMessage(err: unknown, what: string): string {
  const text = err instanceof Error ? err.message : String(err);
  return `${what} failed: ${text.split("\n")[0]}. Run again with LOG_LEVEL=debug to see the details.`;
}
