/**
 * "Play a friend" rooms (docs/decisions/093): two phones play Tic Tac Toe, Connect Four, Rock Paper
 * Scissors or Memory Match against each other, and the server is the referee (games/rooms/match.ts).
 *
 * - `POST /api/rooms` `{ game, nickname, deviceKey }` makes a room: 201 `{ roomId, url, seat: 0,
 *   seatToken }`. The maker holds seat 0; `url` is the game's page with the room in its address, for
 *   the friend. Any other game is a 400.
 * - `GET /api/rooms/:roomId`: the room as a spectator sees it (no pick of a Rock Paper Scissors
 *   round is shown before both are in, no Memory card before it is flipped); 404 when unknown,
 *   expired or closed.
 * - WebSocket `/api/rooms/:roomId/socket`: JSON messages, one per frame. The page sends `join`
 *   first; the server answers `joined` (the seat it holds, or null for a spectator) and then a
 *   `state` after every change. `move`, `reaction` and `rematch` follow. A refused message (an
 *   illegal or out-of-turn move, a spectator's move) is answered with `error` and changes nothing.
 *
 * Seats: the maker's seat token comes with the 201; the first visitor to join with a nickname takes
 * seat 1 and gets its token in `joined`. A `join` with a seat's token (or the same device key) takes
 * that seat back, on any instance: a phone that dropped comes back within ROOM_RECONNECT_MS without
 * losing it; past that, during a game, it loses by forfeit. A third visitor watches.
 */
import { deviceKeySchema, nicknameSchema } from "./challenge";
import { z } from "./zod";

export const ROOMS_API = "/api/rooms";
export const ROOM_GAMES = ["tictactoe", "connect4", "rps", "memory"] as const;
export type RoomGame = (typeof ROOM_GAMES)[number];
/** Rock Paper Scissors for two is a match of rounds: the first to win this many takes it. */
export const RPS_TARGET = 2;
/** The same three as games/rps/engine.ts (contracts stand alone). */
const CHOICES = ["rock", "paper", "scissors"] as const;
/** A seat whose phone is gone this long, during a game, loses it by forfeit. */
export const ROOM_RECONNECT_MS = 60_000;
/** A room nothing happened in for this long expires. */
export const ROOM_IDLE_MS = 30 * 60_000;
/** The only things players can say to each other: fixed, translated on the page. */
export const ROOM_REACTIONS = ["gg", "nice", "oops", "wow", "again", "hi"] as const;

export const ROOM_MESSAGES = {
  unknownGame: `game must be one of: ${ROOM_GAMES.join(", ")}`,
  notFound: "This room does not exist or has expired.",
  spectator: "You are watching this match: only its two players can play.",
  notJoined: "Send a join message first.",
  nicknameRequired: "Choose a nickname to play.",
  notOver: "A rematch can start only when the game is over.",
  waiting: "Your friend has not joined yet.",
  badMessage: "That message is not one this room understands.",
  tooFast: "Too many messages: slow down.",
  closed: "This room was closed.",
} as const;

export const roomGameSchema = z.enum(ROOM_GAMES, { error: ROOM_MESSAGES.unknownGame });
/** 32 characters of base64url: 192 random bits (server/modules/rooms/service.ts). */
export const roomIdSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, "roomId is not a room's id");
const seatSchema = z.union([z.literal(0), z.literal(1)]);
const seatTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);

export const createRoomRequestSchema = z.strictObject(
  { game: roomGameSchema, nickname: nicknameSchema, deviceKey: deviceKeySchema },
  { error: "The request body must be a JSON object with a game, a nickname and a deviceKey" },
);
export const createRoomResponseSchema = z.object({ roomId: z.string(), url: z.string(), seat: z.literal(0), seatToken: z.string() });
export const roomParamsSchema = z.object({ roomId: roomIdSchema });

const grid = z.array(seatSchema.nullable());
const ending = { winner: seatSchema.nullable(), draw: z.boolean() };
const choiceSchema = z.enum(CHOICES);
export const roomStateSchema = z.discriminatedUnion("game", [
  z.object({ game: z.literal("tictactoe"), board: grid, turn: seatSchema, line: z.array(z.number()).nullable(), ...ending }),
  z.object({ game: z.literal("connect4"), board: grid, turn: seatSchema, line: z.array(z.number()).nullable(), lastMove: z.number().nullable(), ...ending }),
  z.object({
    game: z.literal("rps"),
    picked: z.tuple([z.boolean(), z.boolean()]),
    yourPick: choiceSchema.nullable(),
    score: z.tuple([z.number(), z.number()]),
    last: z.object({ picks: z.tuple([choiceSchema, choiceSchema]), winner: seatSchema.nullable() }).nullable(),
    rounds: z.number(),
    ...ending,
  }),
  z.object({
    game: z.literal("memory"),
    cards: z.array(z.string().nullable()),
    owner: grid,
    open: z.array(z.number()),
    shown: z.array(z.number()),
    pairs: z.tuple([z.number(), z.number()]),
    turn: seatSchema,
    ...ending,
  }),
]);

export const roomStatusSchema = z.enum(["waiting", "playing", "over"]);
export const roomPlayerSchema = z.object({
  nickname: z.string(),
  seat: seatSchema,
  connected: z.boolean(),
  /** Epoch ms when this seat forfeits if its phone is not back; null while connected or when no game is on. */
  forfeitAt: z.number().nullable(),
});
export const roomViewSchema = z.object({
  game: roomGameSchema,
  players: z.array(roomPlayerSchema),
  state: roomStateSchema,
  status: roomStatusSchema,
  /** Counts every change: a page ignores a state older than the one it shows. */
  version: z.number(),
  /** Games won by each seat in this room. */
  series: z.tuple([z.number(), z.number()]),
  /** Who started this game; a rematch swaps it. */
  starter: seatSchema,
  /** Epoch ms when the current turn (or RPS round) began: the pages' clock. */
  turnStartedAt: z.number(),
  /** Seats that asked for a rematch; it starts when both have. */
  rematch: z.tuple([z.boolean(), z.boolean()]),
  /** The seat that lost by forfeit, when the game ended so. */
  forfeited: seatSchema.nullable(),
});
export type RoomView = z.infer<typeof roomViewSchema>;

// ── WebSocket messages ──────────────────────────────────────────────────────────────────────
export const roomMoveSchema = z.union([
  z.strictObject({ index: z.int().min(0).max(63) }),
  z.strictObject({ column: z.int().min(0).max(6) }),
  z.strictObject({ choice: choiceSchema }),
]);
export const roomReactionSchema = z.enum(ROOM_REACTIONS);

/** What a page sends. */
export const roomClientMessageSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("join"), deviceKey: deviceKeySchema, nickname: nicknameSchema.optional(), seatToken: seatTokenSchema.optional() }),
  z.strictObject({ type: z.literal("move"), move: roomMoveSchema }),
  z.strictObject({ type: z.literal("reaction"), reaction: roomReactionSchema }),
  z.strictObject({ type: z.literal("rematch") }),
]);
export type RoomClientMessage = z.infer<typeof roomClientMessageSchema>;

/** What the server sends. */
export const roomServerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("joined"), seat: seatSchema.nullable(), seatToken: z.string().nullable() }),
  z.object({ type: z.literal("state"), room: roomViewSchema }),
  z.object({ type: z.literal("reaction"), seat: seatSchema, reaction: roomReactionSchema }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type RoomServerMessage = z.infer<typeof roomServerMessageSchema>;

/** The game page a room's link opens (`?room=` joins it). */
export function roomUrl(origin: string, game: RoomGame, roomId: string): string {
  return `${origin}/games/${game}?room=${roomId}`;
}

// ── The operator's dashboard (behind the admin session and CSRF check) ───────────────────────
export const ADMIN_ROOMS_PATH = "/api/admin/rooms";
export const ADMIN_ROOM_NOT_FOUND_MESSAGE = "No live room has this id.";
export const adminRoomsSchema = z.object({
  /** Rooms with both players (a game on, or over and waiting for a rematch). */
  playing: z.number(),
  /** Rooms whose maker waits for the friend. */
  waiting: z.number(),
  /** The most recently active live rooms, at most 100. */
  rooms: z.array(z.object({ roomId: z.string(), game: roomGameSchema, status: roomStatusSchema, players: z.array(z.string()), updatedAt: z.string() })),
});
export const adminRoomClosedSchema = z.object({ roomId: z.string(), closed: z.literal(true) });
export function adminRoomClosePath(roomId: string): string {
  return `${ADMIN_ROOMS_PATH}/${roomId}/close`;
}
