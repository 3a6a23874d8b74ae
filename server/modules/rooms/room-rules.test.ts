import { describe, expect, it } from "vitest";
import { ROOM_IDLE_MS, ROOM_MESSAGES } from "../../../contracts/rooms";
import { askRematch, newRoomData, playMove, sweepEnding, type Room } from "./room-rules";

const GRACE = 60_000;
const AT = 1_000_000_000;
const first = () => 0;

function playing(over: Partial<Room> = {}): Room {
  const data = newRoomData("tictactoe", { nickname: "Asha", deviceHash: "a", tokenHash: "ta" }, AT, first);
  data.players.push({ nickname: "Bruno", seat: 1, deviceHash: "b", tokenHash: "tb", joinedAt: AT, goneSince: null });
  data.players[0]!.joinedAt = AT;
  return { id: "r", status: "playing", version: 1, data, updatedAt: new Date(AT), ...over };
}

describe("a room's rules", () => {
  it("refuses a move before the friend has come, and out of turn", () => {
    expect(playMove(playing({ status: "waiting" }), 0, { index: 0 }, AT)).toEqual({ error: ROOM_MESSAGES.waiting });
    expect(playMove(playing(), 1, { index: 0 }, AT)).toHaveProperty("error");
  });

  it("counts a won match in the series, and a rematch needs both seats, the other one starting", () => {
    let room = playing();
    for (const [seat, index] of [
      [0, 0],
      [1, 3],
      [0, 1],
      [1, 4],
      [0, 2],
    ] as const)
      room = playMove(room, seat, { index }, AT + index) as Room;
    expect(room.status).toBe("over");
    expect(room.data.series).toEqual([1, 0]);
    room = askRematch(room, 0, AT, first) as Room;
    expect(room.status).toBe("over");
    room = askRematch(room, 1, AT + 5, first) as Room;
    expect(room).toMatchObject({ status: "playing", data: { starter: 1, rematch: [false, false], turnStartedAt: AT + 5 } });
    expect(askRematch(room, 0, AT, first)).toEqual({ error: ROOM_MESSAGES.notOver });
  });

  it("the sweep forfeits a seat gone past the grace, expires a room both left or left idle, and keeps a waiting one", () => {
    const gone = playing();
    gone.data.players[1]!.goneSince = AT;
    expect(sweepEnding(structuredClone(gone), AT + GRACE - 1, GRACE)).toBeNull();
    expect(sweepEnding(structuredClone(gone), AT + GRACE, GRACE)).toMatchObject({ status: "over", data: { forfeited: 1, series: [1, 0] } });
    const both = structuredClone(gone);
    both.data.players[0]!.goneSince = AT;
    expect(sweepEnding(both, AT + GRACE, GRACE)).toMatchObject({ status: "expired" });
    expect(sweepEnding(playing({ status: "waiting" }), AT + GRACE, GRACE)).toBeNull();
    expect(sweepEnding(playing({ status: "waiting" }), AT + ROOM_IDLE_MS + 1, GRACE)).toMatchObject({ status: "expired" });
  });
});
