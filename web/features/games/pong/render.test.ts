import { describe as suite, expect, it } from "vitest";
import { seededRandom } from "../../../lib/random";
import { callsOf, recordingContext } from "../../../test/recording-canvas";
import { PONG_AI_X, PONG_PLAYER_X, createGame, type PongState } from "../../../../games/pong/engine";
import { PONG_PALETTE, describeScene, render } from "./render";

const state: PongState = {
  ...createGame({}, seededRandom(1)),
  phase: "running",
  ball: { x: 123.4, y: 56.7, vx: 3, vy: 1 },
  playerY: 40,
  aiY: 200,
  playerScore: 2,
  aiScore: 4,
};

suite("pong render", () => {
  it("draws the player's paddle on the left and the AI's on the right, 10x60 each, and the ball (radius 8)", () => {
    const { ctx, calls } = recordingContext();
    render(ctx, state);
    const rects = callsOf(calls, "fillRect");
    expect(rects[0]).toMatchObject({ args: [0, 0, 400, 300], fillStyle: PONG_PALETTE.court });
    expect(rects.find((c) => c.fillStyle === PONG_PALETTE.player)?.args).toEqual([PONG_PLAYER_X, 40, 10, 60]);
    expect(rects.find((c) => c.fillStyle === PONG_PALETTE.ai)?.args).toEqual([PONG_AI_X, 200, 10, 60]);
    expect(callsOf(calls, "arc")[0]).toMatchObject({ args: [123.4, 56.7, 8, 0, Math.PI * 2], fillStyle: PONG_PALETTE.ball });
  });

  it("shows both scores, the player's on the left half", () => {
    const { ctx, calls } = recordingContext();
    render(ctx, state);
    expect(callsOf(calls, "fillText").map((c) => c.args)).toEqual([
      ["2", 100, 12],
      ["4", 300, 12],
    ]);
  });

  it("describes the score and the player's paddle, not the ball or AI paddle that move every tick", () => {
    expect(describeScene(state)).toBe("Pong court. You 2, AI 4. Your paddle top at y 40 of 240.");
    expect(describeScene({ ...state, ball: { x: 10, y: 10, vx: 3, vy: 1 }, aiY: 0 })).toBe(describeScene(state));
  });
});
