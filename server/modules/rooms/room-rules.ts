/**
 * What happens to a room, as plain data: a new room, a move, a rematch, the view a phone gets, and
 * the endings the sweep applies (a forfeit, an expiry). No database and no sockets here: the store
 * (room-store.ts) writes what these return, the service (service.ts) sends it to the phones.
 */
import { ROOM_IDLE_MS, ROOM_MESSAGES, type RoomView } from "../../../contracts/rooms";
import { applyMove, forfeit, isOver, matchView, newMatch, turnOf, type MatchState, type Move, type RoomGame, type Seat } from "../../../games/rooms/match";

export type Player = {
  nickname: string;
  seat: Seat;
  deviceHash: string;
  tokenHash: string;
  /** Epoch ms of this seat's latest join (any instance); null before its phone first connects. */
  joinedAt: number | null;
  /** Epoch ms when its phone went away; null while it is there (or before it first came). */
  goneSince: number | null;
};
export type RoomData = {
  game: RoomGame;
  match: MatchState;
  players: Player[];
  series: [number, number];
  starter: Seat;
  turnStartedAt: number;
  rematch: [boolean, boolean];
  forfeited: Seat | null;
};
export type Status = "waiting" | "playing" | "over" | "expired" | "closed";
export type Room = { id: string; status: Status; version: number; data: RoomData; updatedAt: Date };
/** A change's answer: the room to write, a refusal to tell the phone, or null for nothing to do. */
export type Change = Room | { error: string } | null;

export const LIVE: Status[] = ["waiting", "playing", "over"];
/** How long a room that expired or was closed is kept (then deleted with its nicknames). */
export const ENDED_KEPT_MS = 24 * 60 * 60_000;

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** A room's first data: its maker in seat 0, waiting for a friend. */
export function newRoomData(game: RoomGame, maker: { nickname: string; deviceHash: string; tokenHash: string }, at: number, pick: (max: number) => number): RoomData {
  return {
    game,
    match: newMatch(game, 0, pick),
    players: [{ ...maker, seat: 0, joinedAt: null, goneSince: null }],
    series: [0, 0],
    starter: 0,
    turnStartedAt: at,
    rematch: [false, false],
    forfeited: null,
  };
}

/** When the earliest of its players went away (the sweep's index), or null while both are there. */
export function goneSince(data: RoomData): Date | null {
  const times = data.players.map((p) => p.goneSince).filter((t): t is number => t !== null);
  return times.length === 0 ? null : new Date(Math.min(...times));
}

/** What one phone sees: its own seat's view of the match, who is there and when a seat is forfeited. */
export function roomView(room: Room, seat: Seat | null, at: number, reconnectMs: number): RoomView {
  const { data } = room;
  return {
    game: data.game,
    players: data.players.map((p) => ({
      nickname: p.nickname,
      seat: p.seat,
      connected: p.joinedAt !== null && p.goneSince === null,
      forfeitAt: room.status === "playing" && p.goneSince !== null ? Math.max(at, p.goneSince + reconnectMs) : null,
    })),
    state: matchView(data.match, seat),
    status: room.status as RoomView["status"],
    version: room.version,
    series: data.series,
    starter: data.starter,
    turnStartedAt: data.turnStartedAt,
    rematch: data.rematch,
    forfeited: data.forfeited,
  };
}

/** A seat's move, refereed by the match's rules; a finished match counts in the series. */
export function playMove(r: Room, seat: Seat, move: Move, at: number): Change {
  if (r.status === "waiting") return { error: ROOM_MESSAGES.waiting };
  const played = applyMove(r.data.match, seat, move);
  if ("error" in played) return played;
  const before = r.data.match;
  r.data.match = played.match;
  if (turnOf(before) !== turnOf(played.match) || (played.match.game === "rps" && played.match.rounds !== (before as typeof played.match).rounds)) r.data.turnStartedAt = at;
  if (isOver(played.match)) {
    r.status = "over";
    if (played.match.winner !== null) r.data.series[played.match.winner] += 1;
  }
  return r;
}

/** A seat asks for another game; once both have, the other seat starts it. */
export function askRematch(r: Room, seat: Seat, at: number, pick: (max: number) => number): Change {
  if (r.status !== "over") return { error: ROOM_MESSAGES.notOver };
  r.data.rematch[seat] = true;
  if (r.data.rematch[0] && r.data.rematch[1]) {
    r.data.starter = other(r.data.starter);
    r.data.match = newMatch(r.data.game, r.data.starter, pick);
    r.data.rematch = [false, false];
    r.data.forfeited = null;
    r.data.turnStartedAt = at;
    r.status = "playing";
  }
  return r;
}

/**
 * The sweep's ending for one room: idle too long, expired; both players gone past the grace,
 * expired; one gone past it mid-match, the match forfeited to the other. A waiting room stays
 * (its maker may be sharing the link in another app).
 */
export function sweepEnding(r: Room, at: number, reconnectMs: number): Change {
  if (r.updatedAt.getTime() < at - ROOM_IDLE_MS) {
    r.status = "expired";
    return r;
  }
  const long = (p: Player | undefined) => p !== undefined && p.goneSince !== null && p.goneSince <= at - reconnectMs;
  const [a, b] = r.data.players;
  if (r.status === "waiting") return null;
  if (long(a) && long(b)) {
    r.status = "expired";
    return r;
  }
  if (r.status !== "playing") return null;
  const gone = long(a) ? 0 : long(b) ? 1 : null;
  if (gone === null) return null;
  r.data.match = forfeit(r.data.match, gone);
  r.data.forfeited = gone;
  r.data.series[other(gone)] += 1;
  r.status = "over";
  return r;
}
