/**
 * SQL for the daily challenge (only here): started runs and their tokens, stored runs, the daily
 * limits, name slots, outcomes and the operator's blocks. Every rule that must hold across
 * instances is one statement the database decides: a counter upsert that stops at its limit, a
 * conditional update (append moves, seal, consume), a primary key (name slots).
 */
import { and, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { FEWER_IS_BETTER, TOP_ENTRIES, replayUrl, type AdminReportedRun, type ChallengeGame, type LeaderboardEntry } from "../../../contracts/challenge";
import type { Db } from "../../db/client";
import {
  challengeBlockedNicknames,
  challengeBlockedPlayers,
  challengeDeviceStarts,
  challengeNameOwners,
  challengeNameSlots,
  challengeOutcomes,
  challengeRecoveryGuesses,
  challengeReports,
  challengeRuns,
  challengeStartCounts,
  challengeStartedRuns,
  challengeSubmissions,
} from "../../db/schema";

export type StartedRun = typeof challengeStartedRuns.$inferSelect;
/** What the moves path reads of a started run: never its move lists, which grow with the run. */
export type MovingRun = Pick<StartedRun, "id" | "game" | "day" | "seed" | "expiresAt" | "finishedAt" | "consumedAt" | "moveCount" | "state" | "view">;
export type NewStartedRun = typeof challengeStartedRuns.$inferInsert;
export type RunStatus = "ranked" | "held" | "refused";
export type NewRun = {
  day: string;
  game: ChallengeGame;
  nickname: string;
  nicknameKey: string;
  score: number;
  ipHash: string;
  deviceHash: string | null;
  runId: string;
  status: Exclude<RunStatus, "refused">;
  reason: string;
  /** The run's seed (null for a tape-dealt run) and its log as JSON text: what playback needs. */
  seed: number | null;
  log: string;
  /** A hidden-deal run's tape (JSON list of its draws), for its playback. */
  tape?: string | null;
};
/** A stored run as it is played back: `log` is the submitted log's JSON text. */
export type RunRecordRow = {
  id: number;
  runId: string;
  game: ChallengeGame;
  day: string;
  nickname: string;
  score: number;
  seed: number | null;
  /** JSON texts, as stored: the log as submitted, and a hidden-deal run's tape (null for a seeded one). */
  log: string;
  tape: string | null;
  status: RunStatus;
};
export type Outcome = "verified" | "refused" | "held";
export type HeldRun = { id: number; game: ChallengeGame; nickname: string; score: number; reason: string; reasons: string[]; createdAt: string };
/** A held run's reasons are stored one a line (`reason`): older rows hold one line. */
export const REASON_SEPARATOR = "\n";

/** "asc" or "desc" from a fixed table, never from input, so sql.raw is safe here. */
const order = (game: ChallengeGame) => sql.raw(FEWER_IS_BETTER.has(game) ? "asc" : "desc");

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

type RankedRow = { rank: number | string; nickname: string; score: number; nickname_key: string; id: number; run_id: string | null; watchable: boolean };
const entry = (r: RankedRow): LeaderboardEntry => {
  const runId = r.run_id !== null && r.watchable ? r.run_id : null;
  return { rank: Number(r.rank), nickname: r.nickname, score: r.score, runId, replayUrl: runId === null ? null : replayUrl(runId) };
};

/** A run the public sees: ranked, its name not blocked, its device not blocked. */
const visible = (r: SQL) => sql`${r}.status = 'ranked'
  and not exists (select 1 from ${challengeBlockedNicknames} b where b.nickname_key = ${r}.nickname_key)
  and ${notBlockedDevice(sql`${r}.device_hash`)}`;

/**
 * Only a device block hides runs: an address block (the operator's choice) refuses new starts and
 * submissions from the address, but the address is shared (a family's Wi-Fi, a carrier's NAT), so
 * other devices' runs from it stay on the boards (decision 060).
 */
const notBlockedDevice = (deviceHash: SQL) => sql`not exists (select 1 from ${challengeBlockedPlayers} p where p.kind = 'device' and p.hash = ${deviceHash})`;

export type Attempt = { ok: true; attemptsLeft: number } | { ok: false; refused: "blocked" | "device" | "address" };
/** A name's owner for the day, as a submission finds it. */
export type NameOwner = { deviceHash: string; codeHash: string | null; rebinds: number; previousDeviceHash: string | null };

/** Counts one use of a (day, game, address) limit unless it is reached: false when it was. */
async function takeCounted(db: Db, table: typeof challengeSubmissions | typeof challengeStartCounts, day: string, game: ChallengeGame, ipHash: string, limit: number) {
  const rows = await db
    .insert(table)
    .values({ day, game, ipHash, count: 1 })
    .onConflictDoUpdate({ target: [table.day, table.game, table.ipHash], set: { count: sql`${table.count} + 1` }, setWhere: lt(table.count, limit) })
    .returning({ count: table.count });
  return rows.length > 0;
}

type RunRecordSqlRow = {
  id: number;
  run_id: string;
  game: ChallengeGame;
  day: string;
  nickname: string;
  score: number;
  seed: number | string | null;
  log: string;
  tape: string | null;
  status: RunStatus;
};
const runRecordSelect = sql`select r.id, r.run_id, r.game, r.day::text as day, r.nickname, r.score, r.seed, r.log, r.tape, r.status from ${challengeRuns} r`;
const runRecord = (row: RunRecordSqlRow | undefined): RunRecordRow | null =>
  row
    ? {
        id: row.id,
        runId: row.run_id,
        game: row.game,
        day: row.day,
        nickname: row.nickname,
        score: row.score,
        seed: row.seed === null ? null : Number(row.seed),
        log: row.log,
        tape: row.tape,
        status: row.status,
      }
    : null;

export function createChallengeRepository(db: Db) {
  const r = sql.raw("r");

  /** Each player's (name key's) best visible run of the day, ranked with ties sharing a rank. */
  const ranked = (day: string, game: ChallengeGame) => sql`
    with best as (
      select distinct on (r.nickname_key) r.id, r.nickname_key, r.nickname, r.score, r.run_id, r.log is not null as watchable
      from ${challengeRuns} r
      where r.day = ${day} and r.game = ${game} and ${visible(r)}
      order by r.nickname_key, r.score ${order(game)}, r.created_at asc, r.id asc
    ),
    ranked as (select id, nickname_key, nickname, score, run_id, watchable, rank() over (order by score ${order(game)}) as rank from best)`;

  /** Within a tie the order is by name, so who submitted first is neither shown nor rewarded. */
  const boardOrder = sql`order by rank, nickname_key, id`;

  return {
    // ── started runs ──
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
          insert into ${challengeStartedRuns} (id, token_hash, game, day, seed, ip_hash, device_hash, started_at, expires_at)
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

    async startedRunByTokenHash(tokenHash: string): Promise<StartedRun | null> {
      const [row] = await db.select().from(challengeStartedRuns).where(eq(challengeStartedRuns.tokenHash, tokenHash));
      return row ?? null;
    },

    /** The started run a moves request names, without its move lists. */
    async movingRunByTokenHash(tokenHash: string): Promise<MovingRun | null> {
      const t = challengeStartedRuns;
      const [row] = await db
        .select({
          id: t.id,
          game: t.game,
          day: t.day,
          seed: t.seed,
          expiresAt: t.expiresAt,
          finishedAt: t.finishedAt,
          consumedAt: t.consumedAt,
          moveCount: t.moveCount,
          state: t.state,
          view: t.view,
        })
        .from(t)
        .where(eq(t.tokenHash, tokenHash));
      return row ?? null;
    },

    /** Moves `from` to `from + count - 1` of a run, as recorded (a resend is checked against them). */
    async recordedMoves(id: string, from: number, count: number): Promise<unknown[]> {
      const result =
        await db.execute(sql`select jsonb_path_query_array(${challengeStartedRuns.moves}, '$[$from to $to]', jsonb_build_object('from', ${from}::int, 'to', ${from + count - 1}::int)) as moves
        from ${challengeStartedRuns} where ${challengeStartedRuns.id} = ${id}`);
      const moves = rowsOf<{ moves: unknown }>(result)[0]?.moves;
      return Array.isArray(moves) ? moves : typeof moves === "string" ? (JSON.parse(moves) as unknown[]) : [];
    },

    /** Every move recorded so far (a run started before states were kept is replayed once from them). */
    async allMoves(id: string): Promise<unknown[]> {
      const [row] = await db.select({ moves: challengeStartedRuns.moves }).from(challengeStartedRuns).where(eq(challengeStartedRuns.id, id));
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
        .update(challengeStartedRuns)
        .set({
          moves: sql`${challengeStartedRuns.moves} || ${JSON.stringify(step.moves)}::jsonb`,
          moveAt: sql`${challengeStartedRuns.moveAt} || ${JSON.stringify(step.at)}::jsonb`,
          moveArrivals: sql`${challengeStartedRuns.moveArrivals} || ${JSON.stringify(step.arrivals)}::jsonb`,
          moveCount: from + step.moves.length,
          state: step.state,
          view: step.view,
        })
        .where(and(eq(challengeStartedRuns.id, id), isNull(challengeStartedRuns.consumedAt), isNull(challengeStartedRuns.finishedAt), eq(challengeStartedRuns.moveCount, from)))
        .returning({ id: challengeStartedRuns.id });
      return rows.length > 0;
    },

    /** The started run a checkpoint request names: what the route checks, never the checkpoints themselves. */
    async checkpointRunByTokenHash(tokenHash: string) {
      const t = challengeStartedRuns;
      const [row] = await db
        .select({
          id: t.id,
          game: t.game,
          day: t.day,
          expiresAt: t.expiresAt,
          finishedAt: t.finishedAt,
          consumedAt: t.consumedAt,
          count: t.checkpointCount,
          lastAt: t.checkpointAt,
        })
        .from(t)
        .where(eq(t.tokenHash, tokenHash));
      return row ?? null;
    },

    /**
     * Appends checkpoints to a run only if the server still has exactly `from` and the run is
     * neither finished nor submitted: one statement, so a resend or a second instance cannot
     * store them twice. False when another request got there first.
     */
    async appendCheckpoints(id: string, from: number, points: readonly unknown[], lastAt: number): Promise<boolean> {
      const t = challengeStartedRuns;
      const rows = await db
        .update(t)
        .set({ checkpoints: sql`${t.checkpoints} || ${JSON.stringify(points)}::jsonb`, checkpointCount: from + points.length, checkpointAt: lastAt })
        .where(and(eq(t.id, id), isNull(t.consumedAt), isNull(t.finishedAt), eq(t.checkpointCount, from)))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /** Seals the end of play; the first call wins. The seal in force (this one or the earlier one). */
    async finish(id: string, logHash: string, at: Date): Promise<{ finishedAt: Date; logHash: string } | null> {
      const [sealed] = await db
        .update(challengeStartedRuns)
        .set({ finishedAt: at, logHash })
        .where(and(eq(challengeStartedRuns.id, id), isNull(challengeStartedRuns.finishedAt), isNull(challengeStartedRuns.consumedAt)))
        .returning({ finishedAt: challengeStartedRuns.finishedAt, logHash: challengeStartedRuns.logHash });
      if (sealed) return { finishedAt: sealed.finishedAt!, logHash: sealed.logHash! };
      const [row] = await db
        .select({ finishedAt: challengeStartedRuns.finishedAt, logHash: challengeStartedRuns.logHash })
        .from(challengeStartedRuns)
        .where(eq(challengeStartedRuns.id, id));
      return row?.finishedAt && row.logHash ? { finishedAt: row.finishedAt, logHash: row.logHash } : null;
    },

    /**
     * Consumes the token: only the one request whose update finds it unconsumed gets a row back.
     * On PostgreSQL a concurrent request waits on the row lock and then finds it consumed, on any
     * instance. The row as it was sealed (moves, finish) comes back, so the replay checks that.
     */
    async consume(id: string, at: Date): Promise<StartedRun | null> {
      const [row] = await db
        .update(challengeStartedRuns)
        .set({ consumedAt: at })
        .where(and(eq(challengeStartedRuns.id, id), isNull(challengeStartedRuns.consumedAt)))
        .returning();
      return row ?? null;
    },

    /** Hands a consumed token back (the server could not check the run: busy, not the runner's fault). */
    async release(id: string, consumedAt: Date): Promise<void> {
      await db
        .update(challengeStartedRuns)
        .set({ consumedAt: null })
        .where(and(eq(challengeStartedRuns.id, id), eq(challengeStartedRuns.consumedAt, consumedAt)));
    },

    // ── players and names ──
    async isPlayerBlocked(deviceHash: string | null, ipHash: string): Promise<boolean> {
      const rows = rowsOf(
        await db.execute(sql`select 1 from ${challengeBlockedPlayers} p
          where (p.kind = 'ip' and p.hash = ${ipHash}) or (p.kind = 'device' and p.hash = ${deviceHash ?? ""}) limit 1`),
      );
      return rows.length > 0;
    },

    async isNameBlocked(nicknameKey: string): Promise<boolean> {
      const rows = await db.select().from(challengeBlockedNicknames).where(eq(challengeBlockedNicknames.nicknameKey, nicknameKey));
      return rows.length > 0;
    },

    /** The name's owner today, unless that owner's device is blocked (a blocked device holds no name). */
    async nameOwner(day: string, nicknameKey: string): Promise<NameOwner | null> {
      const result = await db.execute(sql`select o.device_hash, o.code_hash, o.rebinds, o.previous_device_hash from ${challengeNameOwners} o
        where o.day = ${day} and o.nickname_key = ${nicknameKey} and ${notBlockedDevice(sql`o.device_hash`)}`);
      const row = rowsOf<{ device_hash: string; code_hash: string | null; rebinds: number; previous_device_hash: string | null }>(result)[0];
      return row ? { deviceHash: row.device_hash, codeHash: row.code_hash, rebinds: Number(row.rebinds), previousDeviceHash: row.previous_device_hash } : null;
    },

    /**
     * Takes the name for the day for this device, in one statement: the first claim inserts the row
     * (the primary key lets exactly one of simultaneous first claims do so), the owner's own claim
     * finds it, and a blocked owner's name passes to the claimer with a fresh code. True when the
     * device owns the name now; false when another device does.
     */
    async claimName(day: string, nicknameKey: string, deviceHash: string): Promise<boolean> {
      const o = challengeNameOwners;
      const result = await db.execute(sql`
        insert into ${o} (day, nickname_key, device_hash) values (${day}, ${nicknameKey}, ${deviceHash})
        on conflict (day, nickname_key) do update
          set device_hash = excluded.device_hash,
              code_hash = case when ${o}.device_hash = excluded.device_hash then ${o}.code_hash end,
              rebinds = case when ${o}.device_hash = excluded.device_hash then ${o}.rebinds else 0 end,
              previous_device_hash = case when ${o}.device_hash = excluded.device_hash then ${o}.previous_device_hash end
          where ${o}.device_hash = excluded.device_hash
             or exists (select 1 from ${challengeBlockedPlayers} p where p.kind = 'device' and p.hash = ${o}.device_hash)
        returning device_hash`);
      return rowsOf(result).length > 0;
    },

    /** Moves the name to `toDevice` (the recovery code matched) if `fromDevice` still has it and it was not moved `maxRebinds` times today. */
    async rebindName(day: string, nicknameKey: string, fromDevice: string, toDevice: string, maxRebinds: number): Promise<boolean> {
      const o = challengeNameOwners;
      const rows = await db
        .update(o)
        .set({ deviceHash: toDevice, previousDeviceHash: fromDevice, rebinds: sql`${o.rebinds} + 1` })
        .where(and(eq(o.day, day), eq(o.nicknameKey, nicknameKey), eq(o.deviceHash, fromDevice), lt(o.rebinds, maxRebinds)))
        .returning({ day: o.day });
      return rows.length > 0;
    },

    /** Stores the recovery code's hash if the name has none yet and is still this device's: true when it was stored (show the code). */
    async setRecoveryCode(day: string, nicknameKey: string, deviceHash: string, codeHash: string): Promise<boolean> {
      const o = challengeNameOwners;
      const rows = await db
        .update(o)
        .set({ codeHash })
        .where(and(eq(o.day, day), eq(o.nicknameKey, nicknameKey), eq(o.deviceHash, deviceHash), isNull(o.codeHash)))
        .returning({ day: o.day });
      return rows.length > 0;
    },

    /** The starts of `game` today by these devices, together (a name's attempts when its code moved it). */
    async startsBy(day: string, game: ChallengeGame, deviceHashes: string[]): Promise<number> {
      const d = challengeDeviceStarts;
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${d.count}), 0)::int` })
        .from(d)
        .where(and(eq(d.day, day), eq(d.game, game), inArray(d.deviceHash, deviceHashes)));
      return Number(row?.n ?? 0);
    },

    /** Counts one wrong recovery code against `subject` unless it has `limit` today: false when it had. */
    async takeGuess(day: string, subject: string, limit: number): Promise<boolean> {
      const g = challengeRecoveryGuesses;
      const rows = await db
        .insert(g)
        .values({ day, subject, count: 1 })
        .onConflictDoUpdate({ target: [g.day, g.subject], set: { count: sql`${g.count} + 1` }, setWhere: lt(g.count, limit) })
        .returning({ count: g.count });
      return rows.length > 0;
    },

    /** Whether `subject` has used its `limit` wrong codes today (checked before a code is even hashed). */
    async guessesLeft(day: string, subjects: string[], limits: number[]): Promise<boolean> {
      const g = challengeRecoveryGuesses;
      const rows = await db
        .select()
        .from(g)
        .where(and(eq(g.day, day), inArray(g.subject, subjects)));
      return subjects.every((subject, i) => (rows.find((r) => r.subject === subject)?.count ?? 0) < limits[i]!);
    },

    /**
     * Takes one of the address's `slots` name slots on (day, game) for this name, or finds the one
     * it already has. A slot is a primary key and a name has one slot per address (unique index),
     * so parallel submissions under new names cannot pass the cap on any instance.
     */
    async claimNameSlot(day: string, game: ChallengeGame, ipHash: string, nicknameKey: string, slots: number): Promise<boolean> {
      const mine = and(eq(challengeNameSlots.day, day), eq(challengeNameSlots.game, game), eq(challengeNameSlots.ipHash, ipHash));
      const has = async () =>
        (
          await db
            .select({ slot: challengeNameSlots.slot })
            .from(challengeNameSlots)
            .where(and(mine, eq(challengeNameSlots.nicknameKey, nicknameKey)))
        ).length > 0;
      if (await has()) return true;
      for (let slot = 1; slot <= slots; slot++) {
        const taken = await db.insert(challengeNameSlots).values({ day, game, ipHash, slot, nicknameKey }).onConflictDoNothing().returning({ slot: challengeNameSlots.slot });
        if (taken.length > 0 || (await has())) return true;
      }
      return false;
    },

    // ── stored runs ──
    takeSubmission: (day: string, game: ChallengeGame, ipHash: string, limit: number) => takeCounted(db, challengeSubmissions, day, game, ipHash, limit),

    async insertRun(run: NewRun): Promise<{ id: number }> {
      const [row] = await db.insert(challengeRuns).values(run).returning({ id: challengeRuns.id });
      return row!;
    },

    /** Where a score places on the day's board: 1 + the players (other names) whose best is strictly better. */
    async rankOf(day: string, game: ChallengeGame, nicknameKey: string, score: number): Promise<number> {
      const better = FEWER_IS_BETTER.has(game) ? sql`score < ${score}` : sql`score > ${score}`;
      const result = await db.execute(sql`${ranked(day, game)} select count(*)::int as ahead from ranked where nickname_key <> ${nicknameKey} and ${better}`);
      return Number(rowsOf<{ ahead: number }>(result)[0]!.ahead) + 1;
    },

    /** The day's top entries, and the given name's own entry when it has one. */
    async leaderboard(day: string, game: ChallengeGame, nicknameKey?: string): Promise<{ entries: LeaderboardEntry[]; you: LeaderboardEntry | null }> {
      const result = await db.execute(sql`${ranked(day, game)}
        select rank, nickname, score, nickname_key, id, run_id, watchable from ranked
        where rank <= ${TOP_ENTRIES} or nickname_key = ${nicknameKey ?? ""} ${boardOrder}`);
      const rows = rowsOf<RankedRow>(result);
      const mine = nicknameKey ? rows.find((row) => row.nickname_key === nicknameKey) : undefined;
      return { entries: rows.filter((row) => Number(row.rank) <= TOP_ENTRIES).map(entry), you: mine ? entry(mine) : null };
    },

    /** The admin's view: the day's ranked entries with their run ids. */
    async adminBoard(day: string, game: ChallengeGame): Promise<(LeaderboardEntry & { id: number })[]> {
      const result = await db.execute(
        sql`${ranked(day, game)} select rank, nickname, score, nickname_key, id, run_id, watchable from ranked where rank <= ${TOP_ENTRIES} ${boardOrder}`,
      );
      return rowsOf<RankedRow>(result).map((row) => ({ ...entry(row), id: row.id }));
    },

    /** Runs waiting for the operator's review, oldest first. */
    async heldRuns(limit = 200): Promise<HeldRun[]> {
      const rows = await db
        .select({
          id: challengeRuns.id,
          game: challengeRuns.game,
          nickname: challengeRuns.nickname,
          score: challengeRuns.score,
          reason: challengeRuns.reason,
          createdAt: challengeRuns.createdAt,
        })
        .from(challengeRuns)
        .where(eq(challengeRuns.status, "held"))
        .orderBy(challengeRuns.createdAt, challengeRuns.id)
        .limit(limit);
      return rows.map((row) => {
        const reasons = row.reason.split(REASON_SEPARATOR).filter((r) => r.length > 0);
        return { ...row, reason: reasons.join(" "), reasons, game: row.game as ChallengeGame, createdAt: row.createdAt.toISOString() };
      });
    },

    /**
     * Moves a held run to `status`: "not_found" for no such run, "not_held" when it is not waiting
     * for review. A run the operator ranks becomes reviewed play (`reviewed_at`).
     */
    async decideHeld(id: number, status: "ranked" | "refused", at: Date): Promise<"ok" | "not_found" | "not_held"> {
      const rows = await db
        .update(challengeRuns)
        .set(status === "ranked" ? { status, reviewedAt: at } : { status })
        .where(and(eq(challengeRuns.id, id), eq(challengeRuns.status, "held")))
        .returning({ id: challengeRuns.id });
      if (rows.length > 0) return "ok";
      const [exists] = await db.select({ id: challengeRuns.id }).from(challengeRuns).where(eq(challengeRuns.id, id));
      return exists ? "not_held" : "not_found";
    },

    async runById(id: number): Promise<{ id: number; ipHash: string; deviceHash: string | null } | null> {
      const [row] = await db
        .select({ id: challengeRuns.id, ipHash: challengeRuns.ipHash, deviceHash: challengeRuns.deviceHash })
        .from(challengeRuns)
        .where(eq(challengeRuns.id, id));
      return row ?? null;
    },

    /** A ranked run anyone may watch (visible on the boards, with its log); null otherwise. */
    async publicRun(runId: string): Promise<RunRecordRow | null> {
      const result = await db.execute(sql`${runRecordSelect} where r.run_id = ${runId} and r.log is not null and ${visible(r)}`);
      return runRecord(rowsOf<RunRecordSqlRow>(result)[0]);
    },

    /** Any stored run with a log, whatever its status: for the operator's review. */
    async runRecord(id: number): Promise<RunRecordRow | null> {
      const result = await db.execute(sql`${runRecordSelect} where r.id = ${id} and r.log is not null`);
      return runRecord(rowsOf<RunRecordSqlRow>(result)[0]);
    },

    /** One report per device per run (the primary key decides, on every instance): false when this device already reported it. */
    async report(runId: string, deviceHash: string): Promise<boolean> {
      const rows = await db.insert(challengeReports).values({ runId, deviceHash }).onConflictDoNothing().returning({ runId: challengeReports.runId });
      return rows.length > 0;
    },

    /** Runs visitors reported, most reported first (then newest). */
    async reportedRuns(limit = 100): Promise<AdminReportedRun[]> {
      const result = await db.execute(sql`
        select r.id, r.run_id, r.game, r.day::text as day, r.nickname, r.score, r.status, count(*)::int as reports
        from ${challengeReports} rep join ${challengeRuns} r on r.run_id = rep.run_id
        group by r.id order by reports desc, r.id desc limit ${limit}`);
      return rowsOf<{ id: number; run_id: string; game: ChallengeGame; day: string; nickname: string; score: number; status: RunStatus; reports: number }>(result).map((row) => ({
        id: row.id,
        runId: row.run_id,
        game: row.game,
        day: row.day,
        nickname: row.nickname,
        score: row.score,
        status: row.status,
        reports: Number(row.reports),
      }));
    },

    /** Blocks the device and, when `address` is given, the address (none of this run's rows is deleted). */
    async blockPlayer(deviceHash: string | null, address: string | null): Promise<void> {
      const rows: { kind: "device" | "ip"; hash: string }[] = [];
      if (deviceHash) rows.push({ kind: "device", hash: deviceHash });
      if (address) rows.push({ kind: "ip", hash: address });
      if (rows.length > 0) await db.insert(challengeBlockedPlayers).values(rows).onConflictDoNothing();
    },

    /**
     * How many other devices an address block would refuse: the devices, other than `deviceHash`,
     * that started or submitted a run from the address in the days still kept (started runs are
     * kept two days, stored runs longer: both are read).
     */
    async otherDevicesAt(ipHash: string, deviceHash: string | null): Promise<number> {
      const result = await db.execute(sql`select count(distinct d)::int as n from (
          select device_hash as d from ${challengeStartedRuns} where ip_hash = ${ipHash}
          union select device_hash from ${challengeRuns} where ip_hash = ${ipHash}
        ) x where d is not null and d <> ${deviceHash ?? ""}`);
      return Number(rowsOf<{ n: number }>(result)[0]!.n);
    },

    /**
     * The best score reviewed play has shown for a game: runs the operator ranked from the held
     * queue, still visible (not removed, their player and name not blocked). Null when there is none.
     */
    async bestReviewed(game: ChallengeGame): Promise<number | null> {
      const result = await db.execute(sql`
        select r.score from ${challengeRuns} r
        where r.game = ${game} and r.reviewed_at is not null and ${visible(r)}
        order by r.score ${order(game)} limit 1`);
      const row = rowsOf<{ score: number }>(result)[0];
      return row ? Number(row.score) : null;
    },

    /** A game's public record: its best visible run ever kept (ties: the earliest). */
    async record(game: ChallengeGame): Promise<{ id: number; day: string; nickname: string; score: number } | null> {
      const result = await db.execute(sql`
        select r.id, r.day::text as day, r.nickname, r.score from ${challengeRuns} r
        where r.game = ${game} and ${visible(r)}
        order by r.score ${order(game)}, r.created_at asc, r.id asc limit 1`);
      const row = rowsOf<{ id: number; day: string; nickname: string; score: number }>(result)[0];
      return row ? { id: row.id, day: row.day, nickname: row.nickname, score: row.score } : null;
    },

    async countOutcome(day: string, outcome: Outcome): Promise<void> {
      await db
        .insert(challengeOutcomes)
        .values({ day, outcome, count: 1 })
        .onConflictDoUpdate({ target: [challengeOutcomes.day, challengeOutcomes.outcome], set: { count: sql`${challengeOutcomes.count} + 1` } });
    },

    async outcomesSince(fromDay: string): Promise<{ day: string; outcome: string; count: number }[]> {
      return db.select().from(challengeOutcomes).where(gte(challengeOutcomes.day, fromDay)).orderBy(desc(challengeOutcomes.day));
    },

    async deleteRun(id: number): Promise<boolean> {
      const rows = await db.delete(challengeRuns).where(eq(challengeRuns.id, id)).returning({ id: challengeRuns.id });
      return rows.length > 0;
    },

    /**
     * Brings stored keys up to `keyOf` when names.ts changes how a key is made (decision 060 took
     * marks out of Latin keys): each stored run's key is made again from its nickname, and each
     * blocked key also blocks its new key (a block keeps only the key, so the old one stays too).
     * Idempotent; run once a day with retention. Returns the rows changed.
     */
    async rekeyNames(keyOf: (nickname: string) => string): Promise<number> {
      let changed = 0;
      const names = await db.selectDistinct({ nickname: challengeRuns.nickname, key: challengeRuns.nicknameKey }).from(challengeRuns);
      for (const { nickname, key } of names) {
        const next = keyOf(nickname);
        if (next === key) continue;
        const rows = await db
          .update(challengeRuns)
          .set({ nicknameKey: next })
          .where(and(eq(challengeRuns.nickname, nickname), eq(challengeRuns.nicknameKey, key)))
          .returning({ id: challengeRuns.id });
        changed += rows.length;
      }
      for (const { nicknameKey } of await db.select({ nicknameKey: challengeBlockedNicknames.nicknameKey }).from(challengeBlockedNicknames)) {
        const next = keyOf(nicknameKey);
        if (next !== nicknameKey) changed += (await db.insert(challengeBlockedNicknames).values({ nicknameKey: next }).onConflictDoNothing().returning()).length;
      }
      return changed;
    },

    async blockName(nicknameKey: string): Promise<void> {
      await db.insert(challengeBlockedNicknames).values({ nicknameKey }).onConflictDoNothing();
    },

    /**
     * Retention (web/content/privacy.ts): runs older than `runsBefore` go, except the runs in
     * `keepIds` (each game's public record); started runs, limit counters and name slots (address
     * and device hashes) older than `countersBefore` go.
     */
    async prune(runsBefore: string, countersBefore: string, keepIds: number[]): Promise<void> {
      const keep = keepIds.length
        ? sql`and ${challengeRuns.id} not in (${sql.join(
            keepIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``;
      await db.execute(sql`delete from ${challengeRuns} where ${challengeRuns.day} < ${runsBefore} ${keep}`);
      await db.delete(challengeSubmissions).where(lt(challengeSubmissions.day, countersBefore));
      await db.delete(challengeStartCounts).where(lt(challengeStartCounts.day, countersBefore));
      await db.delete(challengeNameSlots).where(lt(challengeNameSlots.day, countersBefore));
      await db.delete(challengeDeviceStarts).where(lt(challengeDeviceStarts.day, countersBefore));
      await db.delete(challengeNameOwners).where(lt(challengeNameOwners.day, countersBefore));
      await db.delete(challengeRecoveryGuesses).where(lt(challengeRecoveryGuesses.day, countersBefore));
      await db.delete(challengeStartedRuns).where(lt(challengeStartedRuns.day, countersBefore));
      // Reports go with their run.
      await db.execute(sql`delete from ${challengeReports} rep where not exists (select 1 from ${challengeRuns} r where r.run_id = rep.run_id)`);
    },
  };
}
