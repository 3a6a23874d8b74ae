/**
 * Backups while the server runs (docs/decisions/022-backups-and-durability.md):
 * - `GET /api/admin/backup` answers a fresh backup file. `npm run db:backup` calls it when the
 *   server holds the PGlite folder (no other process may open it). It takes
 *   `Authorization: Bearer <ADMIN_TOKEN>` and only a loopback peer: the command runs on the same
 *   machine, so nothing else needs it, and a guessed token from the internet gets nowhere. The
 *   peer is the socket's address, never a forwarded header: a proxy on this machine would make
 *   every visitor look local, so the route also refuses any request that came through one
 *   (X-Forwarded-For present).
 * - The schedule (BACKUP_DIR, BACKUP_INTERVAL_HOURS, BACKUP_KEEP).
 * - The start log says plainly what PGlite's durability is (PGLITE_SYNC).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppConfig } from "../../config";
import { PassThrough } from "node:stream";
import { writeBackup } from "../../db/backup";
import { backupFileName } from "../../db/backup-files";
import { startBackupSchedule } from "../../db/backup-schedule";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { errorResponses } from "../../lib/route-schemas";

export const BACKUP_PATH = "/api/admin/backup";

export const BACKUP_MESSAGES = {
  disabled: "Backups over HTTP are off: set ADMIN_TOKEN on the server (npm run db:backup sends the same token).",
  wrongToken: "That token is not right.",
  notLocal: "Backups are served only to this machine (127.0.0.1 or ::1), not through a proxy.",
} as const;

/** Said once at start when the embedded database is used (docs/decisions/022): what a power cut would cost. */
export const PGLITE_DURABILITY = {
  synced: "Embedded database (PGlite): every write is synced to disk before it is answered (PGLITE_SYNC=on), so a power cut or OS crash keeps every answered write.",
  unsynced:
    "Embedded database (PGlite) with PGLITE_SYNC=off: commits stay in the operating system's file cache and are never synced to disk, so a power cut or OS crash can lose recent writes or corrupt DATA_DIR; keep backups (BACKUP_DIR) or set PGLITE_SYNC=on.",
} as const;

export type BackupRoutesOptions = {
  config: Pick<AppConfig, "adminToken" | "backup" | "dataDir" | "pgliteSync">;
  database: Database;
};

function isLoopback(address: string | undefined): boolean {
  return !!address && (address === "::1" || /^(::ffff:)?127\./.test(address));
}

const digest = (s: string) => createHash("sha256").update(s).digest();

function bearer(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization;
  return value?.startsWith("Bearer ") ? value.slice(7) : undefined;
}

export async function backupRoutes(app: FastifyInstance, opts: BackupRoutesOptions) {
  const { config, database } = opts;
  if (database.kind === "pglite" && !config.dataDir.startsWith("memory://")) {
    if (config.pgliteSync) app.log.info(PGLITE_DURABILITY.synced);
    else app.log.warn(PGLITE_DURABILITY.unsynced);
  }

  const { dir, intervalHours, keep } = config.backup;
  if (dir && intervalHours > 0) {
    const stop = startBackupSchedule({ database, dir, intervalMs: intervalHours * 3_600_000, keep, log: app.log });
    app.addHook("onClose", stop);
    app.log.info({ dir, intervalHours, keep }, "scheduled backups on");
  }

  // The file is streamed (gzip): no 200 schema, so no serializer touches it; only the refusals
  // (JSON) are declared. A missing or wrong token is the route's own 401, not a schema error.
  const schema = {
    description: "Streams a backup file (application/gzip) to a loopback client with the admin token.",
    headers: z.looseObject({ authorization: z.string().optional().describe("Bearer <ADMIN_TOKEN>") }),
    response: errorResponses(401, 403, 503),
  };
  app.get(BACKUP_PATH, { schema }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!isLoopback(request.socket.remoteAddress) || request.headers["x-forwarded-for"] !== undefined) {
      throw new AppError("forbidden", BACKUP_MESSAGES.notLocal);
    }
    const token = config.adminToken;
    if (!token) throw new AppError("unavailable", BACKUP_MESSAGES.disabled);
    const given = bearer(request);
    if (given === undefined || !timingSafeEqual(digest(given), digest(token))) throw new AppError("unauthorized", BACKUP_MESSAGES.wrongToken);
    const now = new Date();
    // Streamed as it is read: a large database is never one buffer. A failure part-way cuts the
    // answer short, and the command refuses a file without its end line.
    const body = new PassThrough();
    writeBackup(database, body, { now }).then(
      (summary) => request.log.info({ rows: summary.rows }, "backup served"),
      (err: unknown) => {
        request.log.error({ err }, "backup failed while it was being sent");
        body.destroy(err instanceof Error ? err : new Error(String(err)));
      },
    );
    return reply
      .header("content-type", "application/gzip")
      .header("content-disposition", `attachment; filename="${backupFileName(now)}"`)
      .send(body);
  });
}
