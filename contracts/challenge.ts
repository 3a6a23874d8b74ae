/**
 * The daily challenge's contract (decisions 028 and 035). A run starts on the server: `POST
 * /api/challenge/runs/start` hands out a single-use run token bound to one game and one day, with
 * the server's start time, and the run's own secret deal. The page plays and records an input log
 * with the page time of every input; `POST /api/challenge/runs` consumes the token, replays the
 * log with the very engines the browser plays (games/challenge/), checks that a person could have
 * played it in the time that passed, and ranks it, holds it for the operator, or refuses it.
 *
 * ## Hidden information (decision 035)
 * - **2048, Memory, Simon** keep their deal on the server. The page gets a *view* of the run (the
 *   state with what a person cannot know left out: unflipped Memory cards, Simon's next colour,
 *   2048's random stream) and sends its moves as it plays (`POST /api/challenge/runs/moves`); the
 *   server records them with its own clock and answers the next view. The log submitted at the end
 *   must be exactly the moves the server recorded.
 * - **Sliding and the real-time games** get the run's seed at start (Sliding's layout is on screen
 *   anyway; a round trip per tick would ruin real-time play). What a bot gains from that is bounded
 *   by the human-time checks (games/challenge/human-time.ts).
 *
 * ## How a page records a log
 * - `at` values are page milliseconds since the page received the start answer
 *   (`performance.now()` differences), whole numbers.
 * - **Turn games** `{ moves: [...], at: [...] }`, one `at` per move: 2048 a direction, Sliding the
 *   tile's board index, Memory the card's index, Simon a colour. The replay dispatches the engine's
 *   own follow-ups itself (2048's keepPlaying after a win, Memory's resolve after every second
 *   flip, Simon's patternShown).
 * - **Real-time games** `{ inputs: [[tick, input, at], ...], endTick, endAt, pauses }`: `tick` is how
 *   many game ticks the engine has run before the input applies (ticks while paused, or before
 *   Flappy's first flap, are not counted), `endTick` the tick count when the game ended, `endAt` the
 *   page time then, `pauses` the `[from, to]` page times of each pause. Inputs: Snake a direction;
 *   Flappy "flap" (the first flap at tick 0 starts the run); Breakout the paddle's canvas x, or
 *   "left"/"right" for a key step; Whack-a-Mole the hole 0-8; Color Match true (Yes) or false (No).
 * - While a real-time run plays, the page sends live checkpoints (`POST
 *   /api/challenge/runs/checkpoint`): the server compares the game's clock with its own.
 * - When the game is over the page seals the run (`POST /api/challenge/runs/finish`), so the time
 *   a visitor takes to type a nickname is not counted as play.
 */
import { z } from "./zod";
import { CHALLENGE_GAME_IDS, FEWER_IS_BETTER_IDS } from "./games";

export const CHALLENGE_GAMES = CHALLENGE_GAME_IDS;
export type ChallengeGame = (typeof CHALLENGE_GAMES)[number];

/** Scores that count moves: fewer is better. */
export const FEWER_IS_BETTER = FEWER_IS_BETTER_IDS as ReadonlySet<ChallengeGame>;
/** Games whose deal stays on the server and whose moves go through POST /api/challenge/runs/moves. */
export const HIDDEN_DEAL_GAMES: ReadonlySet<ChallengeGame> = new Set(["2048", "memory", "simon"]);

export const TOP_ENTRIES = 20;
/** Runs one address may submit per game per day. */
export const DAILY_SUBMISSIONS_PER_GAME = 10;
/**
 * Runs one address may start per game per day, beside each device's attempts (the server's
 * CHALLENGE_ATTEMPTS_PER_DAY, 5 unless set): high, because hundreds of phones can share one
 * carrier-grade NAT address on Indian and Indonesian mobile networks (decision 061).
 */
export const DAILY_STARTS_PER_GAME = 1000;
/** Different names one address may put on one game's board per day. */
export const NAMES_PER_ADDRESS_PER_GAME = 2;
/** A submitted body over this many bytes is refused with 413. */
export const CHALLENGE_BODY_LIMIT_BYTES = 1024 * 1024;

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/**
 * A real calendar day (2026-02-30 is not one). Year 0000 is not one either: the calendar has no
 * year 0 (JavaScript's dates call 1 BC so, and the database refuses it).
 */
export const daySchema = z
  .string()
  .regex(DAY_PATTERN, "day must be YYYY-MM-DD")
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !day.startsWith("0000") && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, "day must be a real calendar day (YYYY-MM-DD)");

// ── Logs ─────────────────────────────────────────────────────────────────────────────────────
/**
 * How deep a log nests: the log object, its lists, a real-time input's [tick, input, at]. A value
 * nested deeper is no game's log, and is refused before anything walks it (a hash of a 20 KB
 * nested log overflowed the stack).
 */
export const MAX_LOG_DEPTH = 3;
export const LOG_TOO_DEEP_MESSAGE = `The log is nested deeper than any game's log (${MAX_LOG_DEPTH} levels).`;

/** Whether `value` nests objects or arrays more than `max` levels deep; walks with its own stack, never recursion. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== "object" || item === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

export const MAX_MOVES = 50_000;
export const MAX_INPUTS = 100_000;
const tick = z.number().int().min(0).max(10_000_000);
/** Page milliseconds since the run started on the page. */
const at = z
  .number()
  .int()
  .min(0)
  .max(24 * 60 * 60 * 1000);
const direction = z.enum(["up", "down", "left", "right"]);
const turn = <T extends z.ZodType>(move: T) =>
  z
    .strictObject({ moves: z.array(move).max(MAX_MOVES), at: z.array(at).max(MAX_MOVES) })
    .refine((log) => log.moves.length === log.at.length, "the log needs one page time (at) per move");
const realTime = <T extends z.ZodType>(input: T) =>
  z.strictObject({
    inputs: z.array(z.tuple([tick, input, at])).max(MAX_INPUTS),
    endTick: tick,
    endAt: at,
    pauses: z.array(z.tuple([at, at])).max(1_000),
  });

export const challengeMoveSchemas = {
  "2048": direction,
  sliding: z.number().int().min(0).max(8),
  memory: z.number().int().min(0).max(15),
  simon: z.enum(["red", "blue", "green", "yellow"]),
} as const;
export type TurnChallengeGame = keyof typeof challengeMoveSchemas;
export type ChallengeMove<G extends TurnChallengeGame> = z.infer<(typeof challengeMoveSchemas)[G]>;

export const challengeLogSchemas = {
  "2048": turn(challengeMoveSchemas["2048"]),
  sliding: turn(challengeMoveSchemas.sliding),
  memory: turn(challengeMoveSchemas.memory),
  simon: turn(challengeMoveSchemas.simon),
  snake: realTime(direction),
  flappy: realTime(z.literal("flap")),
  breakout: realTime(z.union([z.number().min(-10_000).max(10_000), z.enum(["left", "right"])])),
  whack: realTime(z.number().int().min(0).max(8)),
  colormatch: realTime(z.boolean()),
} as const satisfies Record<ChallengeGame, z.ZodType>;

export type ChallengeLog<G extends ChallengeGame> = z.infer<(typeof challengeLogSchemas)[G]>;

// ── Nickname ────────────────────────────────────────────────────────────────────────────────
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;
export const NICKNAME_MESSAGE = "Nickname must be 2 to 16 letters, digits, spaces, _ or -";
/** Trimmed and NFKC-normalised, so look-alike full-width letters count as the letters they are. */
export function normalizeNickname(raw: string): string {
  return raw.normalize("NFKC").trim().replace(/\s+/g, " ");
}
export const nicknameSchema = z
  .string({ error: NICKNAME_MESSAGE })
  .max(200, NICKNAME_MESSAGE)
  .transform(normalizeNickname)
  .pipe(
    z
      .string()
      .min(NICKNAME_MIN, NICKNAME_MESSAGE)
      .refine((n) => [...n].length <= NICKNAME_MAX, NICKNAME_MESSAGE)
      .refine((n) => /^[\p{L}\p{M}\p{N} _-]+$/u.test(n), NICKNAME_MESSAGE),
  );

// ── Nickname ownership (server/modules/challenge/names.ts) ─────────────────────────────────────
export const NICKNAME_TAKEN_MESSAGE = "This name, or one that looks like it, is already on today's boards from another device. Please choose another nickname.";
export const NICKNAME_INVISIBLE_MESSAGE = "Nicknames cannot hold invisible characters.";
export const NICKNAME_MARKS_MESSAGE = "Nicknames cannot add marks to Latin, Cyrillic or Greek letters or digits (accented letters such as é are fine).";
export const NICKNAME_MIXED_SCRIPT_MESSAGE = "Nicknames must be written in one script (for example all Latin or all Cyrillic letters).";
export const NAMES_PER_ADDRESS_MESSAGE = `At most ${NAMES_PER_ADDRESS_PER_GAME} names per connection can play one game's challenge each day.`;
/**
 * A random key the page keeps in storage; the server stores only its hash. Required to start and
 * to submit: a run is bound to the device that started it, so its token is no bearer token.
 */
export const deviceKeySchema = z.string({ error: "deviceKey is required" }).regex(/^[A-Za-z0-9_-]{22,64}$/, "deviceKey must be 22 to 64 characters of A-Z, a-z, 0-9, _ or -");

// ── HTTP ────────────────────────────────────────────────────────────────────────────────────
export const challengeGameSchema = z.enum(CHALLENGE_GAMES, { error: `game must be one of: ${CHALLENGE_GAMES.join(", ")}` });

/** GET /api/challenge/today: the day and its games (each run gets its own deal at start). */
export const challengeTodaySchema = z.object({ day: daySchema, games: z.array(z.object({ game: challengeGameSchema })) });
export type ChallengeToday = z.infer<typeof challengeTodaySchema>;

/** POST /api/challenge/runs/start */
export const challengeRunStartRequestSchema = z.strictObject(
  { game: challengeGameSchema, deviceKey: deviceKeySchema },
  { error: "The request body must be a JSON object with a game and a deviceKey" },
);
export type ChallengeRunStartRequest = z.infer<typeof challengeRunStartRequestSchema>;

/**
 * 201. `seed` deals Sliding and the real-time games (null for hidden-deal games); `view` is the
 * hidden-deal game's starting view (null otherwise). `expiresAt` is the server time after which
 * the token is refused: the game's longest plausible run plus a margin.
 */
export const challengeRunStartSchema = z.object({
  runId: z.string(),
  token: z.string(),
  game: challengeGameSchema,
  day: daySchema,
  startedAt: z.number().int(),
  expiresAt: z.number().int(),
  /** Runs this device may still start of this game today (this one counted). */
  attemptsLeft: z.number().int().min(0),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .nullable(),
  view: z.unknown(),
});
export type ChallengeRunStart = z.infer<typeof challengeRunStartSchema>;

/**
 * POST /api/challenge/runs/moves (hidden-deal games only): the next moves of the run, in order.
 * `from` is how many moves the server already has, so a resent request is answered again, not
 * counted twice. -> 200 { view, count }: the view after the moves, and the moves recorded.
 */
export const challengeMovesRequestSchema = z.strictObject(
  {
    token: z.string().min(1).max(512),
    game: challengeGameSchema,
    from: z.number().int().min(0).max(MAX_MOVES),
    moves: z.array(z.unknown()).min(1).max(64),
    at: z.array(at).min(1).max(64),
  },
  { error: "The request body must be a JSON object with token, game, from, moves and at" },
);
export type ChallengeMovesRequest = z.infer<typeof challengeMovesRequestSchema>;
export const challengeMovesResponseSchema = z.object({ view: z.unknown(), count: z.number().int() });
export type ChallengeMovesResponse = z.infer<typeof challengeMovesResponseSchema>;

/**
 * A real-time run's live checkpoints (games/challenge/checkpoints.ts): while it plays, the page
 * sends one every CHECKPOINT_EVERY_MS of play with the ticks run so far, the log's entry counts,
 * its page time and the next link of a hash chain over the log; the server stores each with its
 * own clock reading. `from` is how many checkpoints the server already has (a resend is answered
 * again, not stored twice); several go in one request after the page was offline.
 */
export const CHECKPOINT_EVERY_MS = 5_000;
/** Checkpoints one request carries at most (a page offline for a couple of minutes). */
export const MAX_CHECKPOINTS_PER_REQUEST = 32;
/** The least page time between two checkpoints the server keeps: it bounds a run's checkpoints by its length. */
export const CHECKPOINT_MIN_GAP_MS = 2_500;
/** The checkpoint route's body limit: MAX_CHECKPOINTS_PER_REQUEST of about 150 bytes, with room. */
export const CHECKPOINT_BODY_LIMIT_BYTES = 16 * 1024;
export const checkpointSchema = z.strictObject({
  ticks: tick,
  inputs: z.number().int().min(0).max(MAX_INPUTS),
  pauses: z.number().int().min(0).max(1_000),
  at,
  /** SHA-256 of the link before it (empty for the first) and the log's new entries, lower-case hex. */
  chain: z.string().regex(/^[0-9a-f]{64}$/, "chain must be 64 lower-case hex digits"),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;
export const challengeCheckpointRequestSchema = z.strictObject(
  {
    token: z.string().min(1).max(512),
    game: challengeGameSchema,
    from: z.number().int().min(0).max(100_000),
    checkpoints: z.array(checkpointSchema).min(1).max(MAX_CHECKPOINTS_PER_REQUEST),
  },
  { error: "The request body must be a JSON object with token, game, from and checkpoints" },
);
export type ChallengeCheckpointRequest = z.infer<typeof challengeCheckpointRequestSchema>;
/** 200: how many checkpoints the server has for the run. */
export const challengeCheckpointResponseSchema = z.object({ count: z.number().int() });
export type ChallengeCheckpointResponse = z.infer<typeof challengeCheckpointResponseSchema>;

/** POST /api/challenge/runs/finish: seals the run when its game is over -> 200 { finishedAt }. */
export const challengeFinishRequestSchema = z.strictObject(
  { token: z.string().min(1).max(512), game: challengeGameSchema, log: z.unknown() },
  { error: "The request body must be a JSON object with token, game and log" },
);
export type ChallengeFinishRequest = z.infer<typeof challengeFinishRequestSchema>;
export const challengeFinishResponseSchema = z.object({ finishedAt: z.number().int() });

/** POST /api/challenge/runs; `log` is checked against challengeLogSchemas[game] by the server. */
export const challengeRunRequestSchema = z.strictObject(
  {
    token: z.string({ error: "token is required" }).min(1, "token is required").max(512, "token is not a challenge token"),
    game: challengeGameSchema,
    nickname: nicknameSchema,
    log: z.unknown(),
    claimedScore: z.number({ error: "claimedScore must be a whole number" }).int("claimedScore must be a whole number").min(0).max(1_000_000_000),
    deviceKey: deviceKeySchema,
    /** The name's recovery code (shown at its first submission of the day), to take the name to this device. */
    recoveryCode: z.string({ error: "recoveryCode must be text" }).max(32, "recoveryCode is not a recovery code").optional(),
  },
  { error: "The request body must be a JSON object with token, game, nickname, log, claimedScore and deviceKey" },
);
export type ChallengeRunRequest = z.infer<typeof challengeRunRequestSchema>;

export const RUN_STATUSES = ["ranked", "held"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/**
 * Why a run is held for review, for the page's words: beyond what people reach in the game (its
 * human envelope, games/challenge/envelope.ts), entering a board's top 3 above what reviewed play
 * has shown, or timing a person's page does not show (a slowed clock, machine-even inputs).
 */
export const HELD_FOR = ["beyond_envelope", "top_of_board", "timing"] as const;
export type HeldFor = (typeof HELD_FOR)[number];

/**
 * 201: `rank` is null while the run is held for the operator. A held run answers `status: "held"`
 * with its `reason` in words (English, for the record) and `heldFor`, which the page says in the
 * visitor's language; both are null for a ranked run. `recoveryCode` comes once, with the
 * first ranked or held run of the day under a name: with it, a device that lost its key takes the
 * name back that day (submitting with `recoveryCode`). The server keeps only its hash.
 */
export const challengeRunResponseSchema = z.object({
  day: daySchema,
  game: challengeGameSchema,
  score: z.number().int(),
  rank: z.number().int().min(1).nullable(),
  status: z.enum(RUN_STATUSES),
  recoveryCode: z.string().optional(),
  /** The run's id, and the page that plays it back: null while the run is held (only ranked runs can be watched). */
  runId: z.string(),
  replayUrl: z.string().nullable(),
  reason: z.string().nullable(),
  heldFor: z.enum(HELD_FOR).nullable(),
});
export type ChallengeRunResponse = z.infer<typeof challengeRunResponseSchema>;

export const SCORE_MISMATCH_MESSAGE = "The replay of this run gives a different score: it was not recorded.";
export const OTHER_DAY_TOKEN_MESSAGE = "This run belongs to another day's challenge: today's challenge has a new deal.";
export const BAD_TOKEN_MESSAGE = "This run does not carry a valid challenge token.";
export const TOKEN_USED_MESSAGE = "This run was already submitted: each run can be submitted once.";
export const TOKEN_EXPIRED_MESSAGE = "This run's token has expired: start a new run.";
export const TOKEN_OTHER_GAME_MESSAGE = "This run was started for another game.";
export const TOKEN_OTHER_DEVICE_MESSAGE = "This run was started on another device.";
export const NOT_HIDDEN_DEAL_MESSAGE = "This game's moves are sent with the finished run, not one by one.";
export const MOVES_OUT_OF_ORDER_MESSAGE = "These moves do not follow the moves the server has for this run.";
export const LOG_DIFFERS_MESSAGE = "This log is not the run the server saw being played.";
export const CHECKPOINTS_DIFFER_MESSAGE = "This log is not the run the page reported while it was played (its checkpoints).";
export const NOT_REAL_TIME_MESSAGE = "Only real-time games send checkpoints.";
export const CHECKPOINTS_OUT_OF_ORDER_MESSAGE = "These checkpoints do not follow the ones the server has for this run.";
export const DAILY_LIMIT_MESSAGE = `At most ${DAILY_SUBMISSIONS_PER_GAME} runs per game per day can be submitted. Come back tomorrow!`;
export const DAILY_STARTS_MESSAGE = `At most ${DAILY_STARTS_PER_GAME} runs per game per day can be started from one connection. Come back tomorrow!`;
export const NO_ATTEMPTS_MESSAGE = "You have used today's attempts at this game's challenge. Come back tomorrow!";
export const RECOVERY_CODE_WRONG_MESSAGE = "This recovery code does not match the name.";
export const RECOVERY_GUESSES_MESSAGE = "Too many wrong recovery codes today. Come back tomorrow!";
export const RECOVERY_USED_MESSAGE = "This name was already taken back to another device today: choose another nickname.";
export const NICKNAME_REFUSED_MESSAGE = "Please choose another nickname.";
export const BLOCKED_PLAYER_MESSAGE = "Runs from this device or connection are not accepted.";
export const HELD_MESSAGE = "Your run was verified and is waiting for the operator's review before it is ranked.";
/** What the page says before a run starts: runs start and (for some games) play through the server. */
export const NEEDS_CONNECTION_MESSAGE = "A challenge run needs a connection: it starts on the server, and the server checks it was played by a person.";

/**
 * Why the server refused a challenge request, beside its English `message` in the error body
 * (`{ success: false, message, reason }`): the page shows its own text for the reason in the
 * visitor's language (web/features/games/challenge/errors.ts), never by matching the message.
 */
export const CHALLENGE_ERROR_REASONS = [
  "bad_token",
  "other_game",
  "other_day",
  "token_expired",
  "token_used",
  "other_device",
  "blocked_player",
  "daily_starts",
  "no_attempts",
  "daily_limit",
  "nickname_refused",
  "nickname_taken",
  "nickname_invisible",
  "nickname_mixed_script",
  "nickname_marks",
  "names_per_address",
  "recovery_code_wrong",
  "recovery_guesses",
  "recovery_used",
  "not_hidden_deal",
  "moves_out_of_order",
  "moves_mismatch",
  "run_finished",
  "not_real_time",
  "checkpoints_out_of_order",
  "log_malformed",
  "log_differs",
  "score_mismatch",
  "run_refused",
  "already_reported",
] as const;
export type ChallengeErrorReason = (typeof CHALLENGE_ERROR_REASONS)[number];

// ── Watching a run ──────────────────────────────────────────────────────────────────────────
/** The page that plays a run back (web/features/games/replay/), under each language's prefix too. */
export const REPLAY_PAGE_PATH = "/games/replay";
/** The address of the page that plays `runId` back: every board row and share card links to it. */
export function replayUrl(runId: string): string {
  return `${REPLAY_PAGE_PATH}?run=${encodeURIComponent(runId)}`;
}
/** The watch page in the operator's review mode: any stored run by its id (ADMIN_CHALLENGE_RUNS_PATH/:id/record). */
export function reviewUrl(id: number): string {
  return `${REPLAY_PAGE_PATH}?review=${id}`;
}
/** A run's id as the start answer gave it (a UUID): anything else is the same 404 as an unknown run (the service checks). */
export const RUN_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const runIdParamsSchema = z.object({ runId: z.string() });

/**
 * GET /api/challenge/runs/:runId: a ranked run's public record, for anyone to watch it played back
 * by the site's own engines: what was played (`log`, as submitted) and what deals it (`seed`, or `tape` once a hidden-deal run is over).
 * 404 for a run that is not ranked (held, refused, removed, or a player the operator blocked).
 */
export const challengeRunRecordSchema = z.object({
  runId: z.string(),
  game: challengeGameSchema,
  day: daySchema,
  nickname: z.string(),
  score: z.number().int(),
  /** What deals the run: a seed, or for a hidden-deal run (2048, Memory, Simon) the tape of draws it used (`seed` then null). */
  seed: z.number().int().nullable(),
  tape: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(2 ** 32 - 1),
    )
    .nullable(),
  log: z.unknown(),
});
export type ChallengeRunRecord = z.infer<typeof challengeRunRecordSchema>;
export const RUN_NOT_FOUND_MESSAGE = "No ranked run has this id.";

/**
 * POST /api/challenge/runs/:runId/report `{ deviceKey }`: a visitor who watched the run thinks no
 * person played it. 202 `{ reported: true }`; the same device again 409; a run that is not ranked
 * 404. The run goes to the operator's queue (GET ADMIN_CHALLENGE_PATH, `reported`).
 */
export const challengeReportRequestSchema = z.strictObject({ deviceKey: deviceKeySchema }, { error: "The request body must be a JSON object with a deviceKey" });
export const challengeReportResponseSchema = z.object({ reported: z.literal(true) });
export const ALREADY_REPORTED_MESSAGE = "This device has already reported this run.";

/** `runId` and `replayUrl` are null only for runs stored before runs could be watched. */
export const leaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  nickname: z.string(),
  score: z.number().int(),
  runId: z.string().nullable(),
  replayUrl: z.string().nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/**
 * GET /api/challenge/:game/leaderboard?day=YYYY-MM-DD&nickname=Name: the day's top ranked runs, one
 * entry per player (their best run), best first; equal scores share a rank. With `nickname`, `you`
 * is that nickname's best entry and rank on the day (null when it has none). Held runs never show.
 */
export const leaderboardQuerySchema = z.object({ day: daySchema.optional(), nickname: nicknameSchema.optional() });
export const leaderboardResponseSchema = z.object({
  day: daySchema,
  game: challengeGameSchema,
  entries: z.array(leaderboardEntrySchema),
  you: leaderboardEntrySchema.nullable().optional(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** GET /api/challenge/winners?day= (default yesterday): each game's first place(s) on that day. */
export const winnersQuerySchema = z.object({ day: daySchema.optional() });
export const winnersResponseSchema = z.object({
  day: daySchema,
  winners: z.array(z.object({ game: challengeGameSchema, nickname: z.string(), score: z.number().int() })),
});
export type WinnersResponse = z.infer<typeof winnersResponseSchema>;

/** GET /api/challenge/records: each game's best ranked run ever kept. */
export const recordsResponseSchema = z.object({
  records: z.array(z.object({ game: challengeGameSchema, day: daySchema, nickname: z.string(), score: z.number().int() })),
});
export type RecordsResponse = z.infer<typeof recordsResponseSchema>;

// ── Operator (behind the admin session, like every /api/admin route) ──────────────────────────
/** GET ?day= -> { day, boards: [{ game, entries: [{ id, rank, nickname, score }] }], held: [...] } */
export const ADMIN_CHALLENGE_PATH = "/api/admin/challenge";
/** DELETE /:id -> 204: removes one run. POST /:id/rank -> 200: ranks a held run. POST /:id/refuse -> 200: refuses it. */
export const ADMIN_CHALLENGE_RUNS_PATH = "/api/admin/challenge/runs";
/** POST { nickname } -> 201: the name (and its look-alikes) is refused from now on. */
export const ADMIN_CHALLENGE_BLOCKS_PATH = "/api/admin/challenge/blocked-nicknames";
/**
 * POST { runId, address? } -> 201: the device that played that run is blocked (its runs leave every
 * board, its starts and submissions are refused); with `address: true` its address too (starts
 * and submissions from it are refused, but other devices' runs stay). GET /preview?runId= -> 200:
 * how many other devices an address block would hit, to show before choosing.
 */
export const ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH = "/api/admin/challenge/blocked-players";
/** GET ?days=N (1-90, default 14) -> { days: [{ day, verified, refused, held }] }, oldest first. */
export const ADMIN_CHALLENGE_OUTCOMES_PATH = "/api/admin/challenge/outcomes";

export const adminBlockNicknameSchema = z.strictObject({ nickname: nicknameSchema }, { error: "The request body must be a JSON object with a nickname" });
const runIdSchema = z.number({ error: "runId must be a run's id" }).int("runId must be a run's id").min(1, "runId must be a run's id");
export const adminBlockPlayerSchema = z.strictObject(
  { runId: runIdSchema, address: z.boolean({ error: "address must be true or false" }).default(false) },
  { error: "The request body must be a JSON object with a runId" },
);
export const adminBlockPreviewQuerySchema = z.object({ runId: z.coerce.number({ error: "runId must be a run's id" }).pipe(runIdSchema) });
/** GET ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH/preview: `hasDevice` false for a run kept from before device keys (only its address can be blocked). */
export const adminBlockPreviewSchema = z.object({ runId: z.number().int(), hasDevice: z.boolean(), otherDevicesAtAddress: z.number().int().min(0) });
export type AdminBlockPreview = z.infer<typeof adminBlockPreviewSchema>;
export const adminOutcomesQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(90).default(14) });
export const adminBoardsQuerySchema = z.object({ day: daySchema.optional() });
/** The run id in ADMIN_CHALLENGE_RUNS_PATH/:id: an unknown or malformed one is the same 404. */
export const adminRunParamsSchema = z.object({ id: z.string().regex(/^\d{1,9}$/) });
/** POST /:id/rank or /:id/refuse: the held run's new status. */
export const adminRunDecisionSchema = z.object({ id: z.number().int(), status: z.enum(["ranked", "refused"]) });
/** 201 of ADMIN_CHALLENGE_BLOCKS_PATH and ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH: what is now blocked. */
export const adminBlockedNicknameSchema = z.object({ blocked: z.string() });
export const adminBlockedPlayerSchema = z.object({ blocked: z.object({ runId: z.number().int(), device: z.boolean(), address: z.boolean() }) });
export const ADMIN_RUN_NOT_FOUND_MESSAGE = "No such challenge run.";
export const ADMIN_RUN_NOT_HELD_MESSAGE = "This run is not waiting for review.";

export const adminHeldRunSchema = z.object({
  id: z.number().int(),
  game: challengeGameSchema,
  nickname: z.string(),
  score: z.number().int(),
  reason: z.string(),
  /** Each reason the run waits for review, in the order the checks found them. */
  reasons: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminHeldRun = z.infer<typeof adminHeldRunSchema>;

/** A run visitors reported, with how many devices did (most reported first). */
export const adminReportedRunSchema = z.object({
  id: z.number().int(),
  runId: z.string(),
  game: challengeGameSchema,
  day: daySchema,
  nickname: z.string(),
  score: z.number().int(),
  status: z.enum(["ranked", "held", "refused"]),
  reports: z.number().int().min(1),
});
export type AdminReportedRun = z.infer<typeof adminReportedRunSchema>;

/** GET ADMIN_CHALLENGE_PATH: the day's boards with each run's id, the runs held for review, and the runs visitors reported. */
export const adminBoardsResponseSchema = z.object({
  day: daySchema,
  boards: z.array(z.object({ game: challengeGameSchema, entries: z.array(leaderboardEntrySchema.extend({ id: z.number().int() })) })),
  held: z.array(adminHeldRunSchema),
  reported: z.array(adminReportedRunSchema),
});

/**
 * GET ADMIN_CHALLENGE_RUNS_PATH/:id/record: any stored run's record (held and refused ones too),
 * so the operator can watch a run before deciding it. 404 when it cannot be played back.
 */
export const adminRunRecordSchema = challengeRunRecordSchema.extend({ status: z.enum(["ranked", "held", "refused"]) });
export type AdminRunRecord = z.infer<typeof adminRunRecordSchema>;
export type AdminBoardsResponse = z.infer<typeof adminBoardsResponseSchema>;

/** GET ADMIN_CHALLENGE_OUTCOMES_PATH: runs verified, refused and held per day, oldest first. */
export const adminOutcomesResponseSchema = z.object({
  days: z.array(z.object({ day: daySchema, verified: z.number().int(), refused: z.number().int(), held: z.number().int() })),
});
export type AdminOutcomesResponse = z.infer<typeof adminOutcomesResponseSchema>;
