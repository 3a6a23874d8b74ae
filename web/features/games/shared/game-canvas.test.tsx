import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsOf, recordingContext, type CanvasCall } from "../../../test/recording-canvas";
import { paintCanvas, type CanvasTarget } from "./frame-loop";
import { GameCanvas, MAX_PIXEL_RATIO, pixelRatio, toLogical, type CanvasPainter } from "./game-canvas";

/** A painter as the frame loop is one: it paints whatever target the canvas hands it, at once. */
function painter(draw: (ctx: CanvasRenderingContext2D) => void = () => {}): CanvasPainter & { target: CanvasTarget | null } {
  const p = {
    target: null as CanvasTarget | null,
    attach(target: CanvasTarget | null) {
      p.target = target;
      if (target) paintCanvas(target, draw, null);
    },
  };
  return p;
}

describe("pixel ratio", () => {
  it("backs the canvas with the screen's device pixels, at least 1 and at most 3 per CSS pixel", () => {
    expect(pixelRatio(2)).toBe(2);
    expect(pixelRatio(1.5)).toBe(1.5);
    expect(pixelRatio(0.5)).toBe(1);
    expect(pixelRatio(undefined)).toBe(1);
    expect(pixelRatio(Number.NaN)).toBe(1);
    expect(pixelRatio(4)).toBe(MAX_PIXEL_RATIO);
  });
});

describe("pointer position", () => {
  it("maps a point on a canvas shown at 200x150 CSS px back to its 400x300 logical coordinates", () => {
    const element = { getBoundingClientRect: () => ({ left: 10, top: 20, width: 200, height: 150 }) } as Element;
    expect(toLogical({ clientX: 110, clientY: 95, currentTarget: element }, 400, 300)).toEqual({ x: 200, y: 150 });
    expect(toLogical({ clientX: 10, clientY: 170, currentTarget: element }, 400, 300)).toEqual({ x: 0, y: 300 });
  });
});

describe("GameCanvas", () => {
  let calls: CanvasCall[];
  beforeEach(() => {
    const recording = recordingContext();
    calls = recording.calls;
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(recording.ctx as never);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(window, "devicePixelRatio", { configurable: true, value: 1 });
  });

  it("keeps the logical size in the markup, fits narrow screens by CSS, and has a text alternative", () => {
    render(<GameCanvas width={400} height={600} label="Flappy sky" loop={painter()} />);
    const canvas = screen.getByRole("img", { name: "Flappy sky" }) as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([400, 600]);
    expect(canvas.style.aspectRatio).toBe("400 / 600");
    // Its shown size comes from the stage's container units, which only a browser computes: e2e/games-fit.spec.ts.
    expect(canvas.hasAttribute("data-game-board")).toBe(true);
  });

  it("on a 2x screen backs the canvas with twice the pixels and scales drawing by 2, so it stays sharp", () => {
    Object.defineProperty(window, "devicePixelRatio", { configurable: true, value: 2 });
    const draw = vi.fn();
    render(<GameCanvas width={400} height={300} label="Pong court" loop={painter(draw)} />);
    const canvas = screen.getByRole("img") as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([800, 600]);
    expect(callsOf(calls, "setTransform").at(-1)!.args).toEqual([2, 0, 0, 2, 0, 0]);
    expect(draw).toHaveBeenCalled();
  });

  it("follows a change of pixel ratio (zoom, another screen) on resize", () => {
    const loop = painter();
    const { unmount } = render(<GameCanvas width={400} height={400} label="Snake board" loop={loop} />);
    const canvas = screen.getByRole("img") as HTMLCanvasElement;
    expect(canvas.width).toBe(400);
    Object.defineProperty(window, "devicePixelRatio", { configurable: true, value: 3 });
    act(() => {
      window.dispatchEvent(new Event("resize"));
    });
    expect(canvas.width).toBe(1200);
    unmount();
    expect(loop.target).toBeNull();
  });
});
