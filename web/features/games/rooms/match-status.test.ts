import { describe, expect, it } from "vitest";
import { ROOM_MESSAGES, type RoomView } from "../../../../contracts/rooms";
import { MOVE_ERRORS } from "../../../../games/rooms/match";
import { clockText, errorText, statusLine } from "./match-status";
import { roomMessages } from "./texts";

const t = roomMessages.get();
const NOW = 1_000_000;

function room(over: Partial<RoomView> = {}): RoomView {
  return {
    game: "tictactoe",
    players: [
      { nickname: "Asha", seat: 0, connected: true, forfeitAt: null },
      { nickname: "Bruno", seat: 1, connected: true, forfeitAt: null },
    ],
    state: { game: "tictactoe", board: Array(9).fill(null), turn: 0, line: null, winner: null, draw: false },
    status: "playing",
    version: 3,
    series: [0, 0],
    starter: 0,
    turnStartedAt: NOW - 75_000,
    rematch: [false, false],
    forfeited: null,
    ...over,
  };
}
const names = (seat: 0 | 1 | null) => (s: 0 | 1) => (s === seat ? t.you : s === 0 ? "Asha" : "Bruno");

describe("the match's status line", () => {
  it("says whose turn it is to each player and to a watcher", () => {
    expect(statusLine(t, room(), 0, names(0), NOW)).toBe("Your turn");
    expect(statusLine(t, room(), 1, names(1), NOW)).toBe("Asha's turn");
    expect(statusLine(t, room(), null, names(null), NOW)).toBe("Asha's turn");
  });

  it("counts down, in whole seconds, while the other phone is gone", () => {
    const gone = room({ players: [room().players[0]!, { nickname: "Bruno", seat: 1, connected: false, forfeitAt: NOW + 41_200 }] });
    expect(statusLine(t, gone, 0, names(0), NOW)).toBe("Bruno left: the game ends in 42 s unless they come back");
    expect(statusLine(t, gone, 0, names(0), NOW + 60_000)).toBe("Bruno left: the game ends in 0 s unless they come back");
  });

  it("tells the winner of a forfeit that they won, and everyone else who did", () => {
    const over = room({ status: "over", forfeited: 1, state: { ...room().state, winner: 0 } as RoomView["state"] });
    expect(statusLine(t, over, 0, names(0), NOW)).toBe("Bruno left the game: you win!");
    expect(statusLine(t, over, 1, names(1), NOW)).toBe("You left the game: Asha wins");
    expect(statusLine(t, over, null, names(null), NOW)).toBe("Bruno left the game: Asha wins");
  });

  it("shows a rematch asked by the other player before the result", () => {
    const over = room({ status: "over", rematch: [true, false], state: { ...room().state, winner: 0 } as RoomView["state"] });
    expect(statusLine(t, over, 1, names(1), NOW)).toBe("Asha wants a rematch");
    expect(statusLine(t, over, 0, names(0), NOW)).toBe("You win!");
  });
});

describe("the clock and the refusals", () => {
  it("shows the turn's time as m:ss", () => {
    expect(clockText(NOW, NOW - 75_000)).toBe("1:15");
    expect(clockText(NOW, NOW + 500)).toBe("0:00");
  });

  it("translates the server's refusals it knows and shows the others as sent", () => {
    expect(errorText(t, MOVE_ERRORS.turn)).toBe(t.errorTurn);
    expect(errorText(t, ROOM_MESSAGES.closed)).toBe(t.errorClosed);
    expect(errorText(t, "Something else")).toBe("Something else");
  });
});
