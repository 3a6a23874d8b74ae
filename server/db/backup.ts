/**
 * Logical backups of every table of the Drizzle schema, the same on PGlite and PostgreSQL
 * (docs/decisions/022-backups-and-durability.md, 055). On PostgreSQL a backup is read in one
 * read-only, repeatable-read transaction, so it is one consistent moment even while the servers
 * write (other connections are not held up by it). The embedded database has one connection for
 * everything: there a backup reads each table in short batches by primary key, each its own
 * statement, so the server's own requests run between them (one transaction held it for the whole
 * backup: 13 s of stalled requests for 1 M rows). Each row is then copied once, as it was when its
 * batch was read: a row written during the backup is in it or not, never twice; rows
 * travel as Postgres's own JSON (`row_to_json`) and come back through `json_populate_recordset`,
 * so every type (timestamps to the microsecond, dates, arrays, uuids) round-trips exactly.
 *
 * Streamed both ways, so no table, however large, is ever one string or one statement: each table
 * is read through a cursor in batches of BACKUP_BATCH_ROWS, each batch is one line of the gzip'd
 * file (format version 2, below), and a restore inserts one line at a time. Version 1 files (one
 * JSON document) are still read.
 *
 * The table list comes from the schema module itself, never a hand-kept list: a table added to
 * schema.ts is backed up without a change here.
 */
import { createReadStream, readFileSync } from "node:fs";
import path from "node:path";
import { StringDecoder } from "node:string_decoder";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { MIGRATIONS_FOLDER, type Database, type Db } from "./client";
import * as schema from "./schema";

export const BACKUP_FORMAT = "creator-site-backup";
/**
 * Version 2: gzip'd lines of JSON. The first is the header (this type without `tables`), then one
 * `{"table":NAME,"rows":[...]}` line per batch of a table's rows (tables parents first), then
 * `{"end":true,"rows":TOTAL}`, whose absence marks a file cut short. Version 1 was one document
 * holding every row (`tables`), which broke near Node's longest string.
 */
export const BACKUP_VERSION = 2;
const READABLE_VERSIONS = [1, 2];
/** Rows per cursor fetch, per file line and per insert statement. */
export const BACKUP_BATCH_ROWS = 2000;
/**
 * The embedded database runs its queries on the server's own thread, so one batch holds every
 * request for its length: smaller batches there (1 M rows with 2,000 a batch: a write waited up to
 * 1.7 s; PROVE_ONLY=backup-live npm run prove).
 */
export const PGLITE_BATCH_ROWS = 500;

export type MigrationLevel = { count: number; tag: string | null; when: number | null };

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** Which database it was read from. */
  source: Database["kind"];
  /** The last migration applied to that database: a backup restores only at the same level. */
  migration: MigrationLevel;
};

/** What a backup holds, for the commands' one-line reports. */
export type BackupSummary = BackupHeader & { rows: number; tableRows: Record<string, number> };

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

/** The migration level of this code: what a database opened by it is migrated to (for tests). @internal */
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

/** One batch of a table's rows, as the JSON text of an array. */
type Batch = { table: string; rowsJson: string; count: number };

/** What the end line says (version 1: what the document held). */
export type BackupEnd = { rows: number; tableRows: Record<string, number> };

/**
 * A backup being read: its header, then its batches in file order; `end` is set once the batches
 * were read to the end line (reading stops with a BackupError when it is missing or wrong).
 */
export type BackupReader = { header: BackupHeader; batches: AsyncIterable<Batch>; end?: BackupEnd };

const NOT_A_BACKUP = "it is not a backup written by npm run db:backup";
const CUT_SHORT = `${NOT_A_BACKUP} (not gzip-compressed JSON, or cut short)`;

/**
 * Writes a backup of every table at one moment into `out` (gzip'd, format version 2) and ends it.
 * Each batch waits for `out` to take the previous one, so memory holds one batch at a time.
 */
export async function writeBackup(
  database: Database,
  out: Writable,
  {
    now = new Date(),
    batchRows = BACKUP_BATCH_ROWS,
    onBatch,
  }: {
    now?: Date;
    batchRows?: number;
    /** @internal Called after each batch is written (a test makes its own request between two). */
    onBatch?: (() => void) | undefined;
  } = {},
): Promise<BackupSummary> {
  const gzip = createGzip();
  const done = pipeline(gzip, out);
  done.catch(() => {}); // awaited below; a failure of `out` also fails the next write
  // A destination that fails (a full disk, a client gone) destroys the gzip stream through the
  // pipeline: the next write then fails instead of waiting for a drain that never comes.
  const write = async (line: string) => {
    if (gzip.destroyed) throw new Error("the backup's destination closed before the backup was complete");
    if (gzip.write(`${line}\n`)) return;
    await new Promise<void>((resolve, reject) => {
      const settle = (err?: Error) => {
        gzip.off("drain", onDrain).off("error", onError).off("close", onClose);
        if (err) reject(err);
        else resolve();
      };
      const onDrain = () => settle();
      const onError = (err: Error) => settle(err);
      const onClose = () => settle(new Error("the backup's destination closed before the backup was complete"));
      gzip.once("drain", onDrain).once("error", onError).once("close", onClose);
    });
  };
  let summary: BackupSummary;
  try {
    if (database.kind === "pglite") {
      summary = await writeInBatches(database.db, database.kind, write, now, Math.min(batchRows, PGLITE_BATCH_ROWS), onBatch);
      gzip.end();
      await done;
      return summary;
    }
    summary = await database.db.transaction(
      async (tx) => {
        const db = tx as unknown as Db;
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: now.toISOString(),
          source: database.kind,
          migration: await databaseMigrationLevel(db),
        };
        await write(JSON.stringify(header));
        const tableRows: Record<string, number> = {};
        let rows = 0;
        for (const name of schemaTables()) {
          tableRows[name] = 0;
          await db.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(name)} t`);
          for (;;) {
            const batch = await rowsOf<{ j: string }>(db, sql`fetch forward ${sql.raw(String(batchRows))} from backup_rows`);
            if (batch.length === 0) break;
            await write(`{"table":${JSON.stringify(name)},"count":${batch.length},"rows":[${batch.map((r) => r.j).join(",")}]}`);
            tableRows[name] += batch.length;
            rows += batch.length;
            onBatch?.();
            if (batch.length < batchRows) break;
          }
          await db.execute(sql`close backup_rows`);
        }
        await write(JSON.stringify({ end: true, rows, tableRows }));
        return { ...header, rows, tableRows };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  } catch (err) {
    gzip.destroy(err instanceof Error ? err : new Error(String(err)));
    await done.catch(() => {});
    throw err;
  }
  gzip.end();
  await done;
  return summary;
}

/** A table's primary key columns, as the schema declares them (every table has one). */
function primaryKeyColumns(name: string): string[] {
  const table = (Object.values(schema) as unknown[]).find((v): v is PgTable => is(v, PgTable) && getTableConfig(v).name === name);
  if (!table) throw new Error(`no table ${name} in the schema`);
  const config = getTableConfig(table);
  const columns = config.primaryKeys[0]?.columns.map((c) => c.name) ?? config.columns.filter((c) => c.primary).map((c) => c.name);
  if (columns.length === 0) throw new Error(`table ${name} has no primary key: a backup of the embedded database reads it in batches by one`);
  return columns;
}

/**
 * The embedded database's backup: every batch its own statement, the next one starting after the
 * last row of the one before (by primary key: compared through that row's own JSON, so every key
 * type compares as the database does). Nothing is held between batches, also while the
 * destination is slow to take a batch.
 */
async function writeInBatches(
  db: Db,
  source: Database["kind"],
  write: (line: string) => Promise<void>,
  now: Date,
  batchRows: number,
  onBatch: (() => void) | undefined,
): Promise<BackupSummary> {
  const header: BackupHeader = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: now.toISOString(), source, migration: await databaseMigrationLevel(db) };
  await write(JSON.stringify(header));
  const tableRows: Record<string, number> = {};
  let rows = 0;
  for (const name of schemaTables()) {
    tableRows[name] = 0;
    const key = primaryKeyColumns(name);
    const keyOf = (alias: string) =>
      sql.join(
        key.map((c) => sql`${sql.identifier(alias)}.${ident(c)}`),
        sql`, `,
      );
    const order = sql.join(
      key.map((c) => sql`t.${ident(c)}`),
      sql`, `,
    );
    let last: string | undefined;
    for (;;) {
      const after = last === undefined ? sql`` : sql`where (${keyOf("t")}) > (select ${keyOf("r")} from json_populate_record(null::${ident(name)}, ${last}::json) r)`;
      const batch = await rowsOf<{ j: string }>(db, sql`select row_to_json(t)::text as j from ${ident(name)} t ${after} order by ${order} limit ${sql.raw(String(batchRows))}`);
      if (batch.length === 0) break;
      await write(`{"table":${JSON.stringify(name)},"count":${batch.length},"rows":[${batch.map((r) => r.j).join(",")}]}`);
      tableRows[name] += batch.length;
      rows += batch.length;
      onBatch?.();
      if (batch.length < batchRows) break;
      last = batch.at(-1)!.j;
    }
  }
  await write(JSON.stringify({ end: true, rows, tableRows }));
  return { ...header, rows, tableRows };
}

function checkHeader(value: unknown): BackupHeader {
  const h = value as Partial<BackupHeader> | null;
  if (!h || typeof h !== "object" || h.format !== BACKUP_FORMAT || typeof h.migration !== "object" || h.migration === null) throw new BackupError(NOT_A_BACKUP);
  if (!READABLE_VERSIONS.includes(h.version as number)) {
    throw new BackupError(`it is backup format version ${String(h.version)}; this code reads versions ${READABLE_VERSIONS.join(" and ")}`);
  }
  return h as BackupHeader;
}

/** The first bytes of a stream and the whole stream again (those bytes included). */
async function peek(input: Readable): Promise<{ head: Buffer; bytes: Readable }> {
  const source = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await source.next();
  const head = first.done ? Buffer.alloc(0) : first.value;
  const bytes = Readable.from(
    (async function* () {
      if (head.length > 0) yield head;
      for (;;) {
        const next = await source.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
  );
  return { head, bytes };
}

/** The lines of a backup's text, one at a time; a stream that fails (bad gzip) is a file cut short. */
async function* linesOf(text: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  try {
    for await (const chunk of text as AsyncIterable<Buffer>) {
      pending += decoder.write(chunk);
      let at: number;
      while ((at = pending.indexOf("\n")) >= 0) {
        const line = pending.slice(0, at);
        pending = pending.slice(at + 1);
        if (line !== "") yield line;
      }
    }
  } catch {
    throw new BackupError(CUT_SHORT);
  } finally {
    text.destroy();
  }
  pending += decoder.end();
  if (pending !== "") yield pending;
}

/** A batch line as writeBackup writes it: matched, not parsed, so its rows go to the database as text. */
const BATCH_LINE = /^\{"table":("(?:[^"\\]|\\.)*"),"count":(\d+),"rows":(\[.*\])\}$/s;

/** Reads a backup (gzip or plain, version 1 or 2) from a stream of its bytes, one line at a time. */
export async function readBackup(input: Readable): Promise<BackupReader> {
  const { head, bytes } = await peek(input); // a file that cannot be read fails here, as itself
  const gzipped = head[0] === 0x1f && head[1] === 0x8b;
  let text: Readable = bytes;
  if (gzipped) {
    const gunzip = createGunzip();
    bytes.on("error", (err) => gunzip.destroy(err));
    text = bytes.pipe(gunzip);
  }
  const lines = linesOf(text);
  const firstLine = await lines.next();
  if (firstLine.done) throw new BackupError(CUT_SHORT);
  let parsed: unknown;
  try {
    parsed = JSON.parse(firstLine.value);
  } catch {
    throw new BackupError(gzipped ? CUT_SHORT : NOT_A_BACKUP);
  }
  const header = checkHeader(parsed);
  if (header.version === 1) {
    // Everything is in this one document: its tables become batches.
    const tables = (parsed as { tables?: unknown }).tables;
    if (typeof tables !== "object" || tables === null) throw new BackupError(NOT_A_BACKUP);
    await lines.return(undefined);
    const counts = Object.entries(tables as Record<string, unknown[]>).map(([t, rows]) => [t, rows.length] as const);
    const reader = { header } as BackupReader;
    const batches = async function* () {
      for (const [table, rows] of Object.entries(tables as Record<string, unknown[]>)) {
        for (let i = 0; i < rows.length; i += BACKUP_BATCH_ROWS) {
          const part = rows.slice(i, i + BACKUP_BATCH_ROWS);
          yield { table, rowsJson: JSON.stringify(part), count: part.length };
        }
      }
      reader.end = { rows: counts.reduce((n, [, c]) => n + c, 0), tableRows: Object.fromEntries(counts) };
    };
    reader.batches = batches();
    return reader;
  }
  const reader = { header } as BackupReader;
  const batches = async function* () {
    let total = 0;
    for await (const line of lines) {
      const batch = BATCH_LINE.exec(line);
      if (batch) {
        const count = Number(batch[2]);
        total += count;
        yield { table: JSON.parse(batch[1]!) as string, rowsJson: batch[3]!, count };
        continue;
      }
      let end: unknown;
      try {
        end = JSON.parse(line);
      } catch {
        throw new BackupError(CUT_SHORT);
      }
      const e = end as { end?: unknown; rows?: unknown; tableRows?: unknown };
      if (e.end !== true || e.rows !== total || typeof e.tableRows !== "object" || e.tableRows === null) {
        throw new BackupError(`${NOT_A_BACKUP} (its row count does not match: the file was changed or cut short)`);
      }
      reader.end = { rows: total, tableRows: e.tableRows as Record<string, number> };
      return;
    }
    throw new BackupError(CUT_SHORT);
  };
  reader.batches = batches();
  return reader;
}

/** Opens a backup file for reading; a missing or unreadable file is the caller's plain error. */
export function readBackupFile(file: string): Promise<BackupReader> {
  return readBackup(createReadStream(file));
}

/** Reads a whole backup without restoring it: checks it is complete and says what it holds. */
export async function summarizeBackup(reader: BackupReader): Promise<BackupSummary> {
  for await (const batch of reader.batches) void batch;
  return { ...reader.header, ...reader.end! };
}

/** A backup of `database` into memory: for tests and small databases only. @internal */
export async function backupToBuffer(database: Database, now = new Date()): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await writeBackup(database, new Writable({ write: (chunk: Buffer, _enc, cb) => (chunks.push(chunk), cb()) }), { now });
  return Buffer.concat(chunks);
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
 * Replaces every table's rows with the backup's, one batch per statement, in one transaction:
 * either all of it is restored or nothing changes (a file cut short, a row that breaks a
 * constraint). Sequences (serial and identity columns) continue after the restored ids.
 */
export async function restoreBackup(database: Database, backup: BackupReader): Promise<BackupSummary> {
  const tables = schemaTables();
  const { header } = backup;
  const level = await databaseMigrationLevel(database.db);
  if (header.migration.when !== level.when) {
    throw new BackupError(
      `the backup was made at migration ${header.migration.tag ?? "(none)"} and this database is at ${level.tag ?? "(none)"}: ` +
        "restore it with the version of the site that made it, then start this version (it migrates the data)",
    );
  }

  const tableRows: Record<string, number> = {};
  let rows = 0;
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.execute(sql`truncate table ${sql.join(tables.map(ident), sql`, `)} restart identity cascade`);
    for await (const batch of backup.batches) {
      if (!tables.includes(batch.table)) throw new BackupError(`it holds a table this schema does not have: ${batch.table}`);
      // Identity columns declared GENERATED ALWAYS accept the saved ids only with this clause.
      const inserted = await db.execute(
        sql`insert into ${ident(batch.table)} overriding system value select * from json_populate_recordset(null::${ident(batch.table)}, ${batch.rowsJson}::json)`,
      );
      const affected = (inserted as unknown as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (inserted as unknown as { affectedRows?: number }).affectedRows;
      if (affected !== undefined && affected !== null && affected !== batch.count) {
        throw new BackupError(`its ${batch.table} rows do not match their count: the file was changed`);
      }
      tableRows[batch.table] = (tableRows[batch.table] ?? 0) + batch.count;
      rows += batch.count;
    }
    const sequences = await rowsOf<{ table_name: string; column_name: string; seq: string }>(
      db,
      sql`select c.relname as table_name, a.attname as column_name, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
          from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
            and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`,
    );
    for (const s of sequences.filter((s) => tables.includes(s.table_name))) {
      await db.execute(sql`select setval(${s.seq}::regclass, coalesce((select max(${ident(s.column_name)}) from ${ident(s.table_name)}), 0) + 1, false)`);
    }
  });
  return { ...header, ...(backup.end ?? { rows, tableRows }) };
}
