/**
 * SQL for started runs: the attempt a start takes, the token a run is sent with (only its hash is
 * kept), a hidden deal's moves and a real-time run's checkpoints as they come, the finish seal and
 * the token's single use. Each change is one conditional statement, so two requests (or two
 * instances) can never both append at the same place or both consume a token.
 */
import { and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { ChallengeGame } from "../../../contracts/challenge";
import type { Db } from "../../db/client";
import { challengeBlockedPlayers, challengeDeviceStarts, challengeStartCounts, challengeStartedRuns } from "../../db/schema";
import { rowsOf } from "./repository-sql";

export type StartedRun = typeof challengeStartedRuns.$inferSelect;
/** What the moves path reads of a started run: never its move lists, which grow with the run. */
export type MovingRun = Pick<StartedRun, "id" | "game" | "day" | "seed" | "expiresAt" | "finishedAt" | "consumedAt" | "moveCount" | "state" | "view">;
type NewStartedRun = typeof challengeStartedRuns.$inferInsert;
export type Attempt = { ok: true; attemptsLeft: number } | { ok: false; refused: "blocked" | "device" | "address" };

const t = challengeStartedRuns;
/** What a token's check reads (its game, day and expiry), and whether the run is sealed or submitted. */
const TOKEN_FIELDS = { id: t.id, game: t.game, day: t.day, expiresAt: t.expiresAt, finishedAt: t.finishedAt, consumedAt: t.consumedAt };
/** A run still being played: neither sealed nor submitted. */
const open = (id: string) => and(eq(t.id, id), isNull(t.consumedAt), isNull(t.finishedAt));

export function createStartedRunsRepository(db: Db) {
  /** The started run a token names, as much of it as `fields` asks for. */
  async function byTokenHash<F extends SelectedFields>(fields: F, tokenHash: string) {
    const [row] = await db.select(fields).from(t).where(eq(t.tokenHash, tokenHash));
    return row ?? null;
  }

  return {
    /**
     * One start's attempt, in one statement: refused for a blocked device or address; else the
     * device's count for the game goes up unless it is at `perDevice`, then the address's unless it
     * is at `perAddress`. A start the address ceiling refuses has still used the device's attempt
     * (the statement cannot take it back); only a flood from one address meets that ceiling. The
     * started run is inserted by the same statement when the attempt is granted: one round trip
     * per start, which a flood of starts pays in socket writes on the request thread.
     */
    async takeAttempt(
      day: string,
      game: ChallengeGame,
      deviceHash: string,
      ipHash: string,
      perDevice: number,
      perAddress: number,
      run: Pick<NewStartedRun, "id" | "tokenHash" | "seed" | "startedAt" | "expiresAt">,
    ): Promise<Attempt> {
      const result = await db.execute(sql`
        with blocked as (
          select 1 from ${challengeBlockedPlayers} p
          where (p.kind = 'device' and p.hash = ${deviceHash}) or (p.kind = 'ip' and p.hash = ${ipHash}) limit 1
        ),
        device as (
          insert into ${challengeDeviceStarts} (day, game, device_hash, count)
          select ${day}, ${game}, ${deviceHash}, 1 where not exists (select 1 from blocked)
          on conflict (day, game, device_hash) do update set count = ${challengeDeviceStarts}.count + 1
          where ${challengeDeviceStarts}.count < ${perDevice}
          returning count
        ),
        address as (
          insert into ${challengeStartCounts} (day, game, ip_hash, count)
          select ${day}, ${game}, ${ipHash}, 1 where exists (select 1 from device)
          on conflict (day, game, ip_hash) do update set count = ${challengeStartCounts}.count + 1
          where ${challengeStartCounts}.count < ${perAddress}
          returning count
        ),
        run as (
          insert into ${t} (id, token_hash, game, day, seed, ip_hash, device_hash, started_at, expires_at)
          select ${run.id}, ${run.tokenHash}, ${game}, ${day}, ${run.seed ?? null}::bigint, ${ipHash}, ${deviceHash}, ${run.startedAt.toISOString()}::timestamptz, ${run.expiresAt.toISOString()}::timestamptz
          where exists (select 1 from address)
        )
        select exists (select 1 from blocked) as blocked, (select count from device) as device, (select count from address) as address`);
      const row = rowsOf<{ blocked: boolean; device: number | null; address: number | null }>(result)[0]!;
      if (row.blocked) return { ok: false, refused: "blocked" };
      if (row.device === null) return { ok: false, refused: "device" };
      if (row.address === null) return { ok: false, refused: "address" };
      return { ok: true, attemptsLeft: Math.max(0, perDevice - Number(row.device)) };
    },

    startedRunByTokenHash: (tokenHash: string): Promise<StartedRun | null> => byTokenHash(getTableColumns(t), tokenHash),

    /** The started run a moves request names, without its move lists. */
    movingRunByTokenHash: (tokenHash: string): Promise<MovingRun | null> =>
      byTokenHash({ ...TOKEN_FIELDS, seed: t.seed, moveCount: t.moveCount, state: t.state, view: t.view }, tokenHash),

    /** Moves `from` to `from + count - 1` of a run, as recorded (a resend is checked against them). */
    async recordedMoves(id: string, from: number, count: number): Promise<unknown[]> {
      const result =
        await db.execute(sql`select jsonb_path_query_array(${t.moves}, '$[$from to $to]', jsonb_build_object('from', ${from}::int, 'to', ${from + count - 1}::int)) as moves
        from ${t} where ${t.id} = ${id}`);
      const moves = rowsOf<{ moves: unknown }>(result)[0]?.moves;
      return Array.isArray(moves) ? moves : typeof moves === "string" ? (JSON.parse(moves) as unknown[]) : [];
    },

    /** Every move recorded so far (a run started before states were kept is replayed once from them). */
    async allMoves(id: string): Promise<unknown[]> {
      const [row] = await db.select({ moves: t.moves }).from(t).where(eq(t.id, id));
      return (row?.moves as unknown[] | undefined) ?? [];
    },

    /**
     * Appends moves to a hidden-deal run only if the server still has exactly `from` moves and the
     * run is neither finished nor submitted, with the state and view after them: one statement, so
     * two requests (or two instances) can never both append at the same place. False when another
     * request got there first.
     */
    async appendMoves(id: string, from: number, step: { moves: unknown[]; at: number[]; arrivals: number[]; state: unknown; view: unknown }): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({
          moves: sql`${t.moves} || ${JSON.stringify(step.moves)}::jsonb`,
          moveAt: sql`${t.moveAt} || ${JSON.stringify(step.at)}::jsonb`,
          moveArrivals: sql`${t.moveArrivals} || ${JSON.stringify(step.arrivals)}::jsonb`,
          moveCount: from + step.moves.length,
          state: step.state,
          view: step.view,
        })
        .where(and(open(id), eq(t.moveCount, from)))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /** The started run a checkpoint request names: what the route checks, never the checkpoints themselves. */
    checkpointRunByTokenHash: (tokenHash: string) => byTokenHash({ ...TOKEN_FIELDS, count: t.checkpointCount, lastAt: t.checkpointAt }, tokenHash),

    /**
     * Appends checkpoints to a run only if the server still has exactly `from` and the run is
     * neither finished nor submitted: one statement, so a resend or a second instance cannot
     * store them twice. False when another request got there first.
     */
    async appendCheckpoints(id: string, from: number, points: readonly unknown[], lastAt: number): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({ checkpoints: sql`${t.checkpoints} || ${JSON.stringify(points)}::jsonb`, checkpointCount: from + points.length, checkpointAt: lastAt })
        .where(and(open(id), eq(t.checkpointCount, from)))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /** Seals the end of play; the first call wins. The seal in force (this one or the earlier one). */
    async finish(id: string, logHash: string, at: Date): Promise<{ finishedAt: Date; logHash: string } | null> {
      const [sealed] = await db.update(t).set({ finishedAt: at, logHash }).where(open(id)).returning({ finishedAt: t.finishedAt, logHash: t.logHash });
      if (sealed) return { finishedAt: sealed.finishedAt!, logHash: sealed.logHash! };
      const [row] = await db.select({ finishedAt: t.finishedAt, logHash: t.logHash }).from(t).where(eq(t.id, id));
      return row?.finishedAt && row.logHash ? { finishedAt: row.finishedAt, logHash: row.logHash } : null;
    },

    /**
     * Consumes the token: only the one request whose update finds it unconsumed gets a row back.
     * On PostgreSQL a concurrent request waits on the row lock and then finds it consumed, on any
     * instance. The row as it was sealed (moves, finish) comes back, so the replay checks that.
     */
    async consume(id: string, at: Date): Promise<StartedRun | null> {
      const [row] = await db
        .update(t)
        .set({ consumedAt: at })
        .where(and(eq(t.id, id), isNull(t.consumedAt)))
        .returning();
      return row ?? null;
    },

    /** Hands a consumed token back (the server could not check the run: busy, not the runner's fault). */
    async release(id: string, consumedAt: Date): Promise<void> {
      await db
        .update(t)
        .set({ consumedAt: null })
        .where(and(eq(t.id, id), eq(t.consumedAt, consumedAt)));
    },
  };
}
