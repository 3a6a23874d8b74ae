/**
 * Logical backups of every table of the Drizzle schema, the same on PGlite and PostgreSQL
 * (docs/decisions/022-backups-and-durability.md). A backup is read in one read-only,
 * repeatable-read transaction, so it is one consistent moment even while the server writes; rows
 * travel as Postgres's own JSON (`row_to_json`) and come back through `json_populate_recordset`,
 * so every type (timestamps to the microsecond, dates, arrays, uuids) round-trips exactly.
 *
 * The table list comes from the schema module itself, never a hand-kept list: a table added to
 * schema.ts is backed up without a change here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { MIGRATIONS_FOLDER, type Database, type Db } from "./client";
import * as schema from "./schema";

export const BACKUP_FORMAT = "creator-site-backup";
export const BACKUP_VERSION = 1;

export type MigrationLevel = { count: number; tag: string | null; when: number | null };

export type Backup = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** Which database it was read from. */
  source: Database["kind"];
  /** The last migration applied to that database: a backup restores only at the same level. */
  migration: MigrationLevel;
  tables: Record<string, Record<string, unknown>[]>;
};

export class BackupError extends Error {
  override name = "BackupError";
}

/**
 * Every table of the schema, parents before children (by foreign key), so inserting in this
 * order never breaks a reference.
 */
export function schemaTables(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
  const parents = new Map(
    tables.map((t) => {
      const config = getTableConfig(t);
      return [config.name, config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name)] as const;
    }),
  );
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`Foreign keys form a cycle: ${[...path, name].join(" -> ")}`);
    for (const parent of parents.get(name) ?? []) if (parent !== name) visit(parent, [...path, name]);
    ordered.push(name);
  };
  [...parents.keys()].sort().forEach((name) => visit(name, []));
  return ordered;
}

type Journal = { entries: { idx: number; when: number; tag: string }[] };

function journal(): Journal {
  return JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as Journal;
}

/** The migration level of this code: what a database opened by it is migrated to. */
export function codeMigrationLevel(): MigrationLevel {
  const entries = journal().entries;
  const last = entries.at(-1);
  return { count: entries.length, tag: last?.tag ?? null, when: last?.when ?? null };
}

type Rows<T> = { rows: T[] };

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** Drizzle's migrator records each applied migration with its journal timestamp. */
async function databaseMigrationLevel(db: Db): Promise<MigrationLevel> {
  const [row] = await rowsOf<{ count: number | string; when: number | string | null }>(
    db,
    sql`select count(*) as count, max(created_at) as when from drizzle.__drizzle_migrations`,
  );
  const when = row?.when == null ? null : Number(row.when);
  const tag = journal().entries.find((e) => e.when === when)?.tag ?? null;
  return { count: Number(row?.count ?? 0), tag, when };
}

const ident = (name: string) => sql.identifier(name);

function parseJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** Reads every table at one moment. */
export async function createBackup(database: Database, now = new Date()): Promise<Backup> {
  return database.db.transaction(
    async (tx) => {
      const db = tx as unknown as Db;
      const tables: Backup["tables"] = {};
      for (const name of schemaTables()) {
        const [row] = await rowsOf<{ rows: unknown }>(db, sql`select coalesce(json_agg(t), '[]'::json) as rows from ${ident(name)} t`);
        tables[name] = parseJson<Record<string, unknown>[]>(row?.rows ?? []);
      }
      return {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        source: database.kind,
        migration: await databaseMigrationLevel(db),
        tables,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

export function encodeBackup(backup: Backup): Buffer {
  return gzipSync(JSON.stringify(backup));
}

/** Reads a backup file's bytes (gzip or plain JSON), refusing anything that is not one. */
export function decodeBackup(bytes: Buffer): Backup {
  let parsed: unknown;
  try {
    const text = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes).toString("utf8") : bytes.toString("utf8");
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError("it is not a backup written by npm run db:backup (not gzip-compressed JSON, or cut short)");
  }
  const b = parsed as Partial<Backup> | null;
  if (!b || b.format !== BACKUP_FORMAT || typeof b.tables !== "object" || b.tables === null || typeof b.migration !== "object") {
    throw new BackupError("it is not a backup written by npm run db:backup");
  }
  if (b.version !== BACKUP_VERSION) throw new BackupError(`it is backup format version ${String(b.version)}; this code reads version ${BACKUP_VERSION}`);
  return b as Backup;
}

export function rowCount(backup: Backup): number {
  return Object.values(backup.tables).reduce((n, rows) => n + rows.length, 0);
}

/** Rows per table of the schema that hold any, for "the target is not empty" messages. */
export async function tableRowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of schemaTables()) {
    const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from ${ident(name)}`);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

/**
 * Replaces every table's rows with the backup's, in one transaction: either all of it is restored
 * or nothing changes. Sequences (serial and identity columns) continue after the restored ids.
 */
export async function restoreBackup(database: Database, backup: Backup): Promise<void> {
  const tables = schemaTables();
  const level = await databaseMigrationLevel(database.db);
  if (backup.migration.when !== level.when) {
    throw new BackupError(
      `the backup was made at migration ${backup.migration.tag ?? "(none)"} and this database is at ${level.tag ?? "(none)"}: ` +
        "restore it with the version of the site that made it, then start this version (it migrates the data)",
    );
  }
  const unknown = Object.keys(backup.tables).filter((t) => !tables.includes(t));
  if (unknown.length) throw new BackupError(`it holds tables this schema does not have: ${unknown.join(", ")}`);

  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.execute(sql`truncate table ${sql.join(tables.map(ident), sql`, `)} restart identity cascade`);
    for (const name of tables) {
      const rows = backup.tables[name] ?? [];
      if (rows.length === 0) continue;
      // Identity columns declared GENERATED ALWAYS accept the saved ids only with this clause.
      await db.execute(
        sql`insert into ${ident(name)} overriding system value select * from json_populate_recordset(null::${ident(name)}, ${JSON.stringify(rows)}::json)`,
      );
    }
    const sequences = await rowsOf<{ table_name: string; column_name: string; seq: string }>(
      db,
      sql`select c.relname as table_name, a.attname as column_name, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
          from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
            and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`,
    );
    for (const s of sequences.filter((s) => tables.includes(s.table_name))) {
      await db.execute(
        sql`select setval(${s.seq}::regclass, coalesce((select max(${ident(s.column_name)}) from ${ident(s.table_name)}), 0) + 1, false)`,
      );
    }
  });
}
