/**
 * What the match screen says, as pure functions of the room the server sent (contracts/rooms.ts):
 * the status line, the turn clock, and a server refusal in the page's language. No React here.
 */
import { NICKNAME_MESSAGE } from "../../../../contracts/challenge";
import { ROOM_MESSAGES, RPS_TARGET, type RoomView } from "../../../../contracts/rooms";
import { MOVE_ERRORS } from "../../../../games/rooms/match";
import type { roomMessages } from "./texts";

export type Texts = ReturnType<typeof roomMessages.get>;
type Seat = 0 | 1;

export const REACTION_KEYS = { gg: "reactionGg", nice: "reactionNice", oops: "reactionOops", wow: "reactionWow", again: "reactionAgain", hi: "reactionHi" } as const;
export const RPS_ICONS = { rock: "✊", paper: "✋", scissors: "✌️" } as const;

const other = (s: Seat): Seat => (s === 0 ? 1 : 0);

/** The message keys the page translates a server refusal to (others are shown as sent). */
function roomErrorKey(message: string) {
  switch (message) {
    case MOVE_ERRORS.turn:
      return "errorTurn" as const;
    case MOVE_ERRORS.illegal:
      return "errorIllegal" as const;
    case MOVE_ERRORS.over:
      return "errorOver" as const;
    case ROOM_MESSAGES.notFound:
      return "errorGone" as const;
    case ROOM_MESSAGES.closed:
      return "errorClosed" as const;
    case ROOM_MESSAGES.spectator:
      return "errorSpectator" as const;
    case ROOM_MESSAGES.tooFast:
      return "errorSlow" as const;
    case ROOM_MESSAGES.nicknameRequired:
    case ROOM_MESSAGES.waiting:
    case ROOM_MESSAGES.notOver:
    case ROOM_MESSAGES.badMessage:
    case ROOM_MESSAGES.notJoined:
      return "errorOther" as const;
    default:
      return null;
  }
}

export function errorText(t: Texts, message: string): string {
  const key = roomErrorKey(message);
  return key ? t[key] : message === NICKNAME_MESSAGE ? t.nicknameBad : message;
}

/** The turn's clock, m:ss since the turn (or round) began. */
export function clockText(now: number, turnStartedAt: number): string {
  const clock = Math.max(0, Math.floor((now - turnStartedAt) / 1000));
  return `${Math.floor(clock / 60)}:${String(clock % 60).padStart(2, "0")}`;
}

/** The line over the board: a countdown when the other phone is gone, else the result or whose turn it is. */
export function statusLine(t: Texts, view: RoomView, seat: Seat | null, nameOf: (s: Seat) => string, now: number): string {
  const gone = view.players.find((p) => p.forfeitAt !== null && p.seat !== seat);
  if (view.status === "playing" && gone?.forfeitAt) return t.forfeitIn({ name: gone.nickname, seconds: Math.max(0, Math.ceil((gone.forfeitAt - now) / 1000)) });
  if (view.status === "waiting") return t.waiting;
  const { state } = view;
  if (view.status === "over") {
    if (seat !== null && view.rematch[other(seat)] && !view.rematch[seat]) return t.rematchAsked({ name: nameOf(other(seat)) });
    if (view.forfeited !== null && seat === other(view.forfeited)) return t.forfeitedYouWin({ name: nameOf(view.forfeited) });
    // Its own line, not "{name} left" with the word for "you": the verb agrees with its subject.
    if (view.forfeited !== null && seat === view.forfeited) return t.forfeitedYouLeft({ winner: nameOf(other(view.forfeited)) });
    if (view.forfeited !== null) return t.forfeited({ name: nameOf(view.forfeited), winner: nameOf(other(view.forfeited)) });
    if (state.draw) return t.draw;
    if (state.winner !== null) return state.winner === seat ? t.youWin : t.theyWin({ name: nameOf(state.winner) });
  }
  if (state.game === "rps") {
    if (seat === null) return t.round({ n: state.rounds + 1, target: RPS_TARGET });
    return state.picked[seat] ? t.waitingFor({ name: nameOf(other(seat)) }) : t.pickNow;
  }
  if (seat === null) return t.theirTurn({ name: nameOf(state.turn) });
  return state.turn === seat ? t.yourTurn : t.theirTurn({ name: nameOf(state.turn) });
}
