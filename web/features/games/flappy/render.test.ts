import { describe as suite, expect, it } from "vitest";
import { seededRandom } from "../../../lib/random";
import { callsOf, recordingContext } from "../../../test/recording-canvas";
import { createGame, type FlappyState } from "../../../../games/flappy/engine";
import { FLAPPY_PALETTE, describeScene, render } from "./render";

const state: FlappyState = {
  ...createGame({}, seededRandom(1)),
  phase: "playing",
  birdY: 200,
  pipes: [{ x: 150, gapTop: 240, scored: false }],
  score: 7,
};

suite("flappy render", () => {
  it("draws the sky, then each pipe's top part above the gap and bottom part below it (gap 150, width 60)", () => {
    const { ctx, calls } = recordingContext();
    render(ctx, state);
    const rects = callsOf(calls, "fillRect");
    expect(rects[0]).toMatchObject({ args: [0, 0, 400, 600], fillStyle: FLAPPY_PALETTE.sky });
    const pipes = rects.filter((c) => c.fillStyle === FLAPPY_PALETTE.pipe).map((c) => c.args);
    expect(pipes).toEqual([
      [150, 0, 60, 240],
      [150, 390, 60, 210],
    ]);
  });

  it("draws the bird as a 24 px circle at x 80 and the score at the top", () => {
    const { ctx, calls } = recordingContext();
    render(ctx, state);
    expect(callsOf(calls, "arc")[0]).toMatchObject({ args: [92, 212, 12, 0, Math.PI * 2] });
    expect(callsOf(calls, "fillText").map((c) => c.args[0])).toEqual(["7", "7"]);
  });

  it("describes the game and the score, not the bird and pipes that move every tick", () => {
    expect(describeScene(state)).toBe("Flappy sky. A bird flies between pipes with gaps of 150 px. Score 7.");
    expect(describeScene({ ...state, birdY: 20, pipes: [] })).toBe(describeScene(state));
    expect(describeScene({ ...state, phase: "over" })).toBe("Flappy sky. The bird has crashed. Score 7.");
  });
});
