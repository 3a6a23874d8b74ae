/**
 * The one Postgres schema (PGlite by default, PostgreSQL when DATABASE_URL is set).
 * Change it, then `npm run db:generate` writes the next committed migration.
 */
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Small server-owned settings, such as the IP-hash secret generated once on first start. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ── Blog (docs/decisions/007) ────────────────────────────────────────────────────────────────
// Articles are synced from the posts folder (site/blog/*.md, or BLOG_DIR) at start (upsert by slug). `views` is the real
// count; a post whose file disappeared keeps its row and views but is no longer listed.

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    tags: text("tags").array().notNull(),
    imageUrl: text("image_url"),
    readTime: integer("read_time").notNull(),
    views: integer("views").notNull().default(0),
    listed: boolean("listed").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_posts_listed_created_at_idx").on(t.listed, t.createdAt)],
);

/**
 * One row per (post, visitor's IP hash, day): a read counts a view only when its row is new. The
 * count itself goes to `views` and to `daily_counts`; these rows are personal and are pruned
 * after the retention period the privacy page states.
 */
export const blogPostViews = pgTable(
  "blog_post_views",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    ipHash: text("ip_hash").notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  // The day index serves the pruning of rows past the retention period (server/modules/retention).
  (t) => [primaryKey({ columns: [t.postId, t.day, t.ipHash] }), index("blog_post_views_day_idx").on(t.day)],
);

// ---------------------------------------------------------------------------------------------
// Likes tool (docs/decisions/008): free daily uses and VIP codes.
// ---------------------------------------------------------------------------------------------

/**
 * One row per free likes request that passed the daily rule. The two unique keys ARE the rule:
 * one row per IP (keyed hash) per day and one per UID per day, where "day" is the date in
 * LIMIT_TIME_ZONE. A row is reserved ("pending") before the upstream call, so concurrent requests
 * cannot both pass and an in-flight request blocks its IP; it is confirmed when likes were sent,
 * and deleted when the provider failed, so a failure never costs the visitor their daily use.
 */
export const likesFreeUses = pgTable(
  "likes_free_uses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    day: text("day").notNull(),
    ipHash: text("ip_hash").notNull(),
    uid: text("uid").notNull(),
    region: text("region").notNull(),
    status: text("status", { enum: ["pending", "confirmed"] })
      .notNull()
      .default("pending"),
    likesAdded: integer("likes_added"),
    reservedAt: timestamp("reserved_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("likes_free_uses_day_ip").on(t.day, t.ipHash), uniqueIndex("likes_free_uses_day_uid").on(t.day, t.uid)],
);

/** VIP codes issued by the operator (`npm run vip`). Only the SHA-256 of a code is stored. */
export const vipCodes = pgTable("vip_codes", {
  id: serial("id").primaryKey(),
  codeHash: text("code_hash").notNull().unique(),
  note: text("note").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/** Every successful likes request made with a VIP code (VIP skips the daily rule, not the record). */
export const vipUses = pgTable(
  "vip_uses",
  {
    id: serial("id").primaryKey(),
    codeId: integer("code_id")
      .notNull()
      .references(() => vipCodes.id, { onDelete: "cascade" }),
    ipHash: text("ip_hash").notNull(),
    uid: text("uid").notNull(),
    region: text("region").notNull(),
    likesAdded: integer("likes_added").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vip_uses_code_id").on(t.codeId), index("vip_uses_used_at_idx").on(t.usedAt)],
);

// ---- daily counters (server/modules/usage/repository.ts), read by the admin dashboard ---------
/**
 * Every daily total the site keeps, in one table with no personal data (docs/decisions/021): one row per
 * metric, subject and calendar day in LIMIT_TIME_ZONE. Metrics: likes successes, refusals and
 * provider failures, chat messages and refusals (subject ""), tool uses (subject: the tool id)
 * and counted blog views (subject: the post's slug). Grown by one atomic upsert
 * (`on conflict do update set count = count + 1`), so parallel requests on any number of
 * instances never lose a count, and kept when the per-visitor rows behind them are pruned.
 */
export const dailyCounts = pgTable(
  "daily_counts",
  {
    metric: text("metric").notNull(),
    subject: text("subject").notNull().default(""),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day, t.subject] })],
);

// ---- daily challenge (server/modules/challenge, decisions 028 and 036) ------------------------
/**
 * One row per started run (decision 036). The token is 32 random bytes; only its SHA-256 is kept,
 * so a copy of this table cannot submit anything. The seed is the run's own secret deal. For the
 * games whose deal stays on the server, `moves` are the moves the server has seen, `move_at` the
 * page time of each and `move_arrivals` the server's clock (epoch ms) when each arrived; they grow
 * by one conditional update per request, so two instances cannot fork a run. `finished_at` seals
 * the end of play (the first call wins) with the hash of the log sent then; `consumed_at` is set
 * by the one submission that may use the token. Personal (address and device hashes): pruned
 * after two days, with the limit counters.
 */
export const challengeStartedRuns = pgTable(
  "challenge_started_runs",
  {
    id: uuid("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    game: text("game").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /**
     * A seeded run's deal; null for a hidden-deal run, dealt from a tape keyed by the server's deal
     * secret and the run's id (signing.ts). Hidden-deal runs started before tapes keep their seed.
     */
    seed: bigint("seed", { mode: "number" }),
    ipHash: text("ip_hash").notNull(),
    deviceHash: text("device_hash"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * A hidden-deal run's moves so far: their count, the engine state after the last one (the
     * deal included: never sent to the page) and the view the page was answered, so a moves call
     * plays only its new moves and a resend is answered from here.
     */
    moveCount: integer("move_count").notNull().default(0),
    state: jsonb("state"),
    view: jsonb("view"),
    moves: jsonb("moves").notNull().default([]),
    moveAt: jsonb("move_at").notNull().default([]),
    moveArrivals: jsonb("move_arrivals").notNull().default([]),
    /**
     * A real-time run's live checkpoints (games/challenge/checkpoints.ts), each with the server's
     * clock when it arrived: appended by one conditional update per request (`checkpoint_count`
     * must be what the page says it is), the last one's page time kept beside them.
     */
    checkpoints: jsonb("checkpoints").notNull().default([]),
    checkpointCount: integer("checkpoint_count").notNull().default(0),
    checkpointAt: integer("checkpoint_at"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    logHash: text("log_hash"),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("challenge_started_runs_day").on(t.day)],
);

/**
 * One row per submitted run that passed the replay: the score is the one the server's replay gave,
 * never the claim. `status` is "ranked" (on the boards), "held" (possible but unlikely: waiting
 * for the operator, with the reason) or "refused" (by the operator). The address and device are
 * kept only as keyed or plain SHA-256 hashes, for the operator's blocks and a name's owner. Rows
 * older than the retention the privacy page states are deleted, except each game's record.
 */
export const challengeRuns = pgTable(
  "challenge_runs",
  {
    id: serial("id").primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
    game: text("game").notNull(),
    nickname: text("nickname").notNull(),
    /** The name's confusable skeleton (names.ts): one board entry per name, and what a name block hits. */
    nicknameKey: text("nickname_key").notNull(),
    score: integer("score").notNull(),
    ipHash: text("ip_hash").notNull(),
    deviceHash: text("device_hash"),
    /** The started run it consumed: one stored run per token, whatever happens above. */
    runId: uuid("run_id").unique(),
    status: text("status", { enum: ["ranked", "held", "refused"] })
      .notNull()
      .default("ranked"),
    reason: text("reason").notNull().default(""),
    /**
     * What anyone may watch the run played back from (GET /api/challenge/runs/:runId): the seed of
     * its deal and the log as submitted (JSON text, so a large log is never parsed to be served).
     * Null on runs stored before playback existed: those cannot be watched.
     */
    seed: bigint("seed", { mode: "number" }),
    log: text("log"),
    /** A hidden-deal run's tape (JSON list of the draws it used), which its playback deals from; its `seed` is then null. */
    tape: text("tape"),
    /**
     * When the operator ranked this run from the held queue: reviewed play, whose best score is the
     * bar a run must not pass unseen to enter a board's top 3 (decision 059). Null for every other run.
     */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("challenge_runs_day_game_score").on(t.day, t.game, t.score),
    index("challenge_runs_game_score").on(t.game, t.score),
    index("challenge_runs_day_nickname_key").on(t.day, t.nicknameKey),
  ],
);

/**
 * The daily limits: one row per (day, game, IP hash), counted up by an upsert that stops at the
 * limit, so the database decides atomically across instances (like likes_free_uses). Submissions
 * here, starts in challenge_start_counts.
 */
export const challengeSubmissions = pgTable(
  "challenge_submissions",
  {
    day: date("day", { mode: "string" }).notNull(),
    game: text("game").notNull(),
    ipHash: text("ip_hash").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.game, t.ipHash] })],
);

export const challengeStartCounts = pgTable(
  "challenge_start_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    game: text("game").notNull(),
    ipHash: text("ip_hash").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.game, t.ipHash] })],
);

/**
 * The names an address used on one game's board per day: at most NAMES_PER_ADDRESS_PER_GAME slots,
 * each a row. The primary key caps the slots and the unique index makes a name take one slot, so
 * parallel submissions under new names cannot pass the cap on any instance.
 */
export const challengeNameSlots = pgTable(
  "challenge_name_slots",
  {
    day: date("day", { mode: "string" }).notNull(),
    game: text("game").notNull(),
    ipHash: text("ip_hash").notNull(),
    slot: integer("slot").notNull(),
    nicknameKey: text("nickname_key").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.game, t.ipHash, t.slot] }), uniqueIndex("challenge_name_slots_name").on(t.day, t.game, t.ipHash, t.nicknameKey)],
);

/**
 * Attempts: runs started per (day, game, device hash), counted up by an upsert that stops at
 * CHALLENGE_ATTEMPTS_PER_DAY (server/config.ts), in the same statement as the address's ceiling in
 * challenge_start_counts. Every start counts, abandoned or not (decision 061).
 */
export const challengeDeviceStarts = pgTable(
  "challenge_device_starts",
  {
    day: date("day", { mode: "string" }).notNull(),
    game: text("game").notNull(),
    deviceHash: text("device_hash").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.game, t.deviceHash] })],
);

/**
 * A name's owner for the day (decision 060): one row per (day, name key), so of simultaneous first
 * claims exactly one inserts it. `code_hash` is the scrypt hash of the recovery code shown once at
 * the owner's first accepted submission of the day (null until then); with it a new device key
 * takes the name back (`rebinds` counts that, at most once a day), and the starts of both devices
 * count as the name's attempts, so a new key gains no tries (decision 061).
 */
export const challengeNameOwners = pgTable(
  "challenge_name_owners",
  {
    day: date("day", { mode: "string" }).notNull(),
    nicknameKey: text("nickname_key").notNull(),
    deviceHash: text("device_hash").notNull(),
    codeHash: text("code_hash"),
    rebinds: integer("rebinds").notNull().default(0),
    /** The device the code took the name from: its starts of a game today count against the name's attempts too. */
    previousDeviceHash: text("previous_device_hash"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.nicknameKey] })],
);

/** Wrong recovery codes per day, by subject ("ip:<address hash>" or "name:<name key>"), each capped. */
export const challengeRecoveryGuesses = pgTable(
  "challenge_recovery_guesses",
  {
    day: date("day", { mode: "string" }).notNull(),
    subject: text("subject").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.subject] })],
);

/** Runs verified (ranked), held and refused per day, for the operator's chart (no personal data). */
export const challengeOutcomes = pgTable(
  "challenge_outcomes",
  {
    day: date("day", { mode: "string" }).notNull(),
    outcome: text("outcome").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.outcome] })],
);

/** Names the operator blocked, by their skeleton: refused, and hidden from boards with their look-alikes. */
export const challengeBlockedNicknames = pgTable("challenge_blocked_nicknames", {
  nicknameKey: text("nickname_key").primaryKey(),
  blockedAt: timestamp("blocked_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Players the operator blocked by one of their runs: its device hash ("device") and, only when the
 * operator chose so, its address hash ("ip"). A device's runs leave every board and its starts and
 * submissions are refused; an address block refuses starts and submissions from the address but
 * hides no other device's runs (decision 060).
 */
export const challengeBlockedPlayers = pgTable(
  "challenge_blocked_players",
  {
    kind: text("kind", { enum: ["device", "ip"] }).notNull(),
    hash: text("hash").notNull(),
    blockedAt: timestamp("blocked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.hash] })],
);

/**
 * Reports from visitors who watched a run and think no person played it: one per device per run
 * (the primary key), kept with the run. A reported run is listed in the operator's queue.
 */
export const challengeReports = pgTable(
  "challenge_reports",
  {
    runId: uuid("run_id").notNull(),
    deviceHash: text("device_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.deviceHash] })],
);

// ── Play a friend (docs/decisions/093) ───────────────────────────────────────────────────────
// One row per room: the whole match in `data` (its hidden parts too: the server is the referee),
// `version` counting every change so two instances never both apply a move to the same state.
// `gone_since` is the earliest time a seated phone went away (null while both are there): the
// sweep reads it for forfeits and for rooms both players left.

export const rooms = pgTable(
  "rooms",
  {
    id: text("id").primaryKey(),
    game: text("game").notNull(),
    /** waiting, playing, over; expired or closed once it is no more. */
    status: text("status").notNull(),
    version: integer("version").notNull().default(0),
    data: jsonb("data").notNull(),
    goneSince: timestamp("gone_since", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rooms_status_updated_at_idx").on(t.status, t.updatedAt)],
);
