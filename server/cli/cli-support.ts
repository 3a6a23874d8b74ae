/**
 * What every operator command shares: a failure is one plain line (naming the setting or file and
 * the fix) and a non-zero exit, never a stack trace; the database opened is named, and a new
 * embedded database is created only when asked (`--create`).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { npmGaveFlag, type AppConfig } from "../config";
import { sql } from "drizzle-orm";
import { COMMAND_APPLICATION_NAME, openDatabase, openPostgres, SERVER_APPLICATION_NAME, type Database } from "../db/client";
import { describePostgresUrl, operatorMessage, unexpectedMessage } from "../lib/operator-message";

/** A failure the operator can act on: its message is printed as is. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = "CliError";
  }
}

/** The command as the operator types it (`npm run vip`), for the messages' "run ... again". */
export function commandName(): string {
  const script = path.basename(process.argv[1] ?? "command", ".ts");
  return `npm run ${script.replace(/^(db|admin)-/, "$1:")}`;
}

/**
 * Whether the operator gave `--<name>`: after the `--` (`npm run db:restore -- FILE --force`), or
 * before it (`npm run db:restore --force -- FILE`, which npm passes on as npm_config_force=true);
 * either way it was typed on purpose. (An option npm does not know, before the `--`, npm drops
 * with a warning.) `env` is the environment to read, the process's when left out.
 */
export function hasFlag(args: readonly string[], name: string, env?: NodeJS.ProcessEnv): boolean {
  return args.includes(`--${name}`) || npmGaveFlag(name, env);
}

/** Runs a command's main and exits with its code; errors become one line on stderr. */
export function runCli(main: () => Promise<number>, context: () => Partial<AppConfig> | undefined = () => undefined): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof CliError) {
        console.error(err.message);
        process.exit(err.exitCode);
      }
      const config = context();
      console.error(
        operatorMessage(err, { command: commandName(), databaseUrl: config?.databaseUrl, port: config?.port, host: config?.host }) ?? unexpectedMessage(err, commandName()),
      );
      process.exit(1);
    },
  );
}

/** Does DATA_DIR hold a database (PGlite writes PG_VERSION first)? Opening an empty one would create it. */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, "PG_VERSION"));
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** "PostgreSQL at host:5432/name (DATABASE_URL)" or "the embedded database in /abs/data (DATA_DIR)". */
export function describeDatabase(config: Pick<AppConfig, "databaseUrl" | "dataDir">): string {
  return config.databaseUrl ? `PostgreSQL at ${describePostgresUrl(config.databaseUrl)} (DATABASE_URL)` : `the embedded database in ${config.dataDir} (DATA_DIR)`;
}

export function noDatabaseMessage(dataDir: string, command: string): string {
  return (
    `There is no database in ${dataDir} (DATA_DIR): set DATA_DIR to the folder the server uses (or DATABASE_URL), ` +
    `or run ${command} -- --create to start a new empty one there.`
  );
}

/**
 * Opens the server's database for a command and says which one on stderr (stdout stays the
 * command's answer). A missing embedded database is an error unless `create`: a command run from
 * the wrong folder would otherwise make an empty ./data and answer "nothing yet".
 */
export async function openCliDatabase(config: AppConfig, opts: { create: boolean; command: string }): Promise<Database> {
  if (!config.databaseUrl && !config.dataDir.startsWith("memory://") && !hasEmbeddedDatabase(config.dataDir) && !opts.create) {
    throw new CliError(noDatabaseMessage(config.dataDir, opts.command));
  }
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeouts: config.database.timeouts,
      pgliteSync: config.pgliteSync,
      applicationName: COMMAND_APPLICATION_NAME,
    });
  } catch (err) {
    throw new CliError(operatorMessage(err, { command: opts.command, databaseUrl: config.databaseUrl }) ?? `Could not open ${describeDatabase(config)}: ${errorText(err)}`);
  }
  console.error(`Database: ${describeDatabase(config)}`);
  return database;
}

/** Opens DATABASE_URL for a command with the configured timeouts, named as a command (not a server). */
export async function openCommandPostgres(config: AppConfig): Promise<Database> {
  if (!config.databaseUrl) throw new Error("openCommandPostgres needs DATABASE_URL");
  return openPostgres(config.databaseUrl, config.database.timeouts, { applicationName: COMMAND_APPLICATION_NAME }).catch((err: unknown) => {
    throw new CliError(`Could not connect to the PostgreSQL database at DATABASE_URL: ${errorText(err)}. Check DATABASE_URL and that the database runs.`);
  });
}

/** Connections of the site's servers to this PostgreSQL database (by their application_name). */
export async function connectedServers(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*) as n from pg_stat_activity where datname = current_database() and application_name = ${SERVER_APPLICATION_NAME} and pid <> pg_backend_pid()`,
  )) as unknown as { rows: { n: string | number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
