import { describe as suite, expect, it } from "vitest";
import { seededRandom } from "../../../lib/random";
import { callsOf, recordingContext } from "../../../test/recording-canvas";
import { createGame, step, type SnakeState } from "../../../../games/snake/engine";
import { SNAKE_PALETTE, describeScene, render } from "./render";

const state: SnakeState = {
  ...step(createGame({}, seededRandom(1)), { type: "start" }),
  snake: [
    { x: 3, y: 4 },
    { x: 2, y: 4 },
    { x: 2, y: 5 },
  ],
  food: { x: 7, y: 1 },
};

suite("snake render", () => {
  it("clears the 400x400 board, then draws each segment in its 20 px cell with the head on top", () => {
    const { ctx, calls } = recordingContext();
    render(ctx, state);
    const rects = callsOf(calls, "fillRect");
    expect(rects[0]).toMatchObject({ args: [0, 0, 400, 400], fillStyle: SNAKE_PALETTE.board });
    const segments = rects.slice(1);
    expect(segments.map((c) => c.args)).toEqual([
      [41, 101, 18, 18],
      [41, 81, 18, 18],
      [61, 81, 18, 18],
    ]);
    expect(segments.at(-1)!.fillStyle).toBe(SNAKE_PALETTE.head);
    expect(segments[0]!.fillStyle).toBe(SNAKE_PALETTE.body);
  });

  it("draws the food as a circle in the middle of its cell", () => {
    const { ctx, calls } = recordingContext();
    render(ctx, state);
    expect(callsOf(calls, "arc")[0]).toMatchObject({ args: [150, 30, 7, 0, Math.PI * 2] });
  });

  it("describes the scene with columns and rows counted from 1", () => {
    expect(describeScene(state)).toBe("Snake board, 20 by 20. Snake length 3, head at column 4, row 5, moving right. Food at column 8, row 2.");
  });
});
