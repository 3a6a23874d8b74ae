/**
 * The daily challenge's contract (issue 22; decision 028). Every challenge game has one seed per
 * day, the same for everyone; a run is submitted as its input log and the server replays it with
 * the same engine (games/challenge/replay.ts) to find the score it records.
 *
 * ## How a page records a log (keep it this simple)
 * Deal the game with `createGame(options, seededRandom(seed))` from today's seed. Then:
 * - **Turn games** list each move in order, as the engine action's value:
 *   2048 `{ moves: ["left", "up", ...] }` (directions), Sliding `{ moves: [7, 8, ...] }` (the tile's
 *   board index), Memory `{ flips: [3, 11, ...] }` (the card's index), Simon
 *   `{ presses: ["red", ...] }`. The replay dispatches the engine's own follow-ups itself: 2048's
 *   keepPlaying after a win, Memory's resolve after every second flip, Simon's patternShown.
 * - **Real-time games** list `[tick, input]` pairs, where `tick` is how many game ticks the engine
 *   has run in this run before the input applies (ticks while paused, or before Flappy's first
 *   flap, are not counted), and `endTick`, the tick count when the game ended. Inputs:
 *   Snake a direction; Flappy "flap" (the first flap at tick 0 starts the run); Breakout the
 *   number passed to `setPaddle` (canvas x) or "left"/"right" for a key step; Whack-a-Mole the
 *   hole 0-8; Color Match true (Yes) or false (No). The replay starts the game (Snake, Breakout,
 *   Whack-a-Mole, Color Match) the way the Start button does.
 * A run is submitted when the game is over; the replay refuses a log whose game is not over at its
 * end, an input after game over, ticks out of order, or a run longer than any real game.
 */
import { z } from "zod";
import { CHALLENGE_GAME_IDS } from "./games";

export const CHALLENGE_GAMES = CHALLENGE_GAME_IDS;
export type ChallengeGame = (typeof CHALLENGE_GAMES)[number];

/** Scores that count moves: fewer is better. */
export const FEWER_IS_BETTER: ReadonlySet<ChallengeGame> = new Set(["sliding", "memory"]);

export const TOP_ENTRIES = 20;
export const DAILY_SUBMISSIONS_PER_GAME = 10;
/** A submitted body over this many bytes is refused with 413. */
export const CHALLENGE_BODY_LIMIT_BYTES = 1024 * 1024;

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const daySchema = z.string().regex(DAY_PATTERN, "day must be YYYY-MM-DD");

// ── Logs ─────────────────────────────────────────────────────────────────────────────────────
const MAX_MOVES = 50_000;
const MAX_INPUTS = 100_000;
const tick = z.number().int().min(0).max(10_000_000);
const direction = z.enum(["up", "down", "left", "right"]);
const realTime = <T extends z.ZodType>(input: T) =>
  z.strictObject({ inputs: z.array(z.tuple([tick, input])).max(MAX_INPUTS), endTick: tick });

export const challengeLogSchemas = {
  "2048": z.strictObject({ moves: z.array(direction).max(MAX_MOVES) }),
  sliding: z.strictObject({ moves: z.array(z.number().int().min(0).max(8)).max(MAX_MOVES) }),
  memory: z.strictObject({ flips: z.array(z.number().int().min(0).max(15)).max(MAX_MOVES) }),
  simon: z.strictObject({ presses: z.array(z.enum(["red", "blue", "green", "yellow"])).max(MAX_MOVES) }),
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

// ── HTTP ────────────────────────────────────────────────────────────────────────────────────
export const challengeGameSchema = z.enum(CHALLENGE_GAMES, { error: `game must be one of: ${CHALLENGE_GAMES.join(", ")}` });

/** GET /api/challenge/today */
export const challengeTodaySchema = z.object({
  day: daySchema,
  /** Signed by the server with the day and the time it was issued; a run must carry it. */
  token: z.string(),
  games: z.array(z.object({ game: challengeGameSchema, seed: z.number().int().min(0).max(2 ** 32 - 1) })),
});
export type ChallengeToday = z.infer<typeof challengeTodaySchema>;

/** POST /api/challenge/runs; `log` is checked against challengeLogSchemas[game] by the server. */
export const challengeRunRequestSchema = z.strictObject(
  {
    token: z.string({ error: "token is required" }).min(1, "token is required").max(512, "token is not a challenge token"),
    game: challengeGameSchema,
    nickname: nicknameSchema,
    log: z.unknown(),
    claimedScore: z.number({ error: "claimedScore must be a whole number" }).int("claimedScore must be a whole number").min(0).max(1_000_000_000),
  },
  { error: "The request body must be a JSON object with token, game, nickname, log and claimedScore" },
);
export type ChallengeRunRequest = z.infer<typeof challengeRunRequestSchema>;

/** 201 */
export const challengeRunResponseSchema = z.object({ day: daySchema, game: challengeGameSchema, score: z.number().int(), rank: z.number().int().min(1) });
export type ChallengeRunResponse = z.infer<typeof challengeRunResponseSchema>;

export const SCORE_MISMATCH_MESSAGE = "The replay of this run gives a different score: it was not recorded.";
export const OTHER_DAY_TOKEN_MESSAGE = "This run belongs to another day's challenge: today's challenge has a new deal.";
export const BAD_TOKEN_MESSAGE = "This run does not carry a valid challenge token.";
export const TOO_FAST_MESSAGE = "This run is longer than the time since the challenge was fetched.";
export const DAILY_LIMIT_MESSAGE = `At most ${DAILY_SUBMISSIONS_PER_GAME} runs per game per day can be submitted. Come back tomorrow!`;
export const NICKNAME_REFUSED_MESSAGE = "Please choose another nickname.";

export const leaderboardEntrySchema = z.object({ rank: z.number().int().min(1), nickname: z.string(), score: z.number().int() });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/**
 * GET /api/challenge/:game/leaderboard?day=YYYY-MM-DD&nickname=Name: the day's top 20, one entry
 * per nickname (its best run), best first; ties go to whoever got there first. With `nickname`,
 * `you` is that nickname's best entry and rank on the day (null when it has none).
 */
export const leaderboardQuerySchema = z.object({ day: daySchema.optional(), nickname: nicknameSchema.optional() });
export const leaderboardResponseSchema = z.object({
  day: daySchema,
  game: challengeGameSchema,
  entries: z.array(leaderboardEntrySchema),
  you: leaderboardEntrySchema.nullable().optional(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** GET /api/challenge/winners?day= (default yesterday): each game's first place on that day. */
export const winnersResponseSchema = z.object({
  day: daySchema,
  winners: z.array(z.object({ game: challengeGameSchema, nickname: z.string(), score: z.number().int() })),
});
export type WinnersResponse = z.infer<typeof winnersResponseSchema>;

/** GET /api/challenge/records: each game's best run ever kept. */
export const recordsResponseSchema = z.object({
  records: z.array(z.object({ game: challengeGameSchema, day: daySchema, nickname: z.string(), score: z.number().int() })),
});
export type RecordsResponse = z.infer<typeof recordsResponseSchema>;

// ── Operator (behind the admin session, like every /api/admin route) ──────────────────────────
/** GET ?day= -> { day, boards: [{ game, entries: [{ id, rank, nickname, score }] }] } */
export const ADMIN_CHALLENGE_PATH = "/api/admin/challenge";
/** DELETE /:id -> 204: removes one run (the next best of that nickname, if any, takes its place). */
export const ADMIN_CHALLENGE_RUNS_PATH = "/api/admin/challenge/runs";
/** POST { nickname } -> 201: the name is refused from now on and hidden from every board. */
export const ADMIN_CHALLENGE_BLOCKS_PATH = "/api/admin/challenge/blocked-nicknames";
/** GET ?days=N (1-90, default 14) -> { days: [{ day, verified, refused }] }, oldest first. */
export const ADMIN_CHALLENGE_OUTCOMES_PATH = "/api/admin/challenge/outcomes";

export const adminBlockNicknameSchema = z.strictObject({ nickname: nicknameSchema }, { error: "The request body must be a JSON object with a nickname" });
export const adminOutcomesQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(90).default(14) });
export const adminBoardsQuerySchema = z.object({ day: daySchema.optional() });
export const ADMIN_RUN_NOT_FOUND_MESSAGE = "No such challenge run.";

/** GET ADMIN_CHALLENGE_PATH: the day's boards with each run's id (for removing it). */
export const adminBoardsResponseSchema = z.object({
  day: daySchema,
  boards: z.array(z.object({ game: challengeGameSchema, entries: z.array(leaderboardEntrySchema.extend({ id: z.number().int() })) })),
});
export type AdminBoardsResponse = z.infer<typeof adminBoardsResponseSchema>;

/** GET ADMIN_CHALLENGE_OUTCOMES_PATH: runs verified and refused per day, oldest first. */
export const adminOutcomesResponseSchema = z.object({
  days: z.array(z.object({ day: daySchema, verified: z.number().int(), refused: z.number().int() })),
});
export type AdminOutcomesResponse = z.infer<typeof adminOutcomesResponseSchema>;
