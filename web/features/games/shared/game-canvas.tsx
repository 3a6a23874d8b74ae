import { useLayoutEffect, useRef, type HTMLAttributes } from "react";
import type { CanvasTarget } from "./frame-loop";

/** Backing pixels per CSS pixel are capped: a 4x phone screen gains nothing visible over 3x. */
export const MAX_PIXEL_RATIO = 3;

/** What draws on the canvas: the game's frame loop (frame-loop.ts). */
export type CanvasPainter = { attach(target: CanvasTarget | null): void };

type Props = Omit<HTMLAttributes<HTMLCanvasElement>, "children" | "role"> & {
  /** Logical size: the engine's coordinates, whatever size the canvas is shown at. */
  width: number;
  height: number;
  /** The frame loop that draws on this canvas, and keeps its text alternative current. */
  loop: CanvasPainter;
  /** The text alternative of the first (prerendered) scene; the loop updates it with each draw. */
  label: string;
};

/** The ratio of backing pixels to logical pixels for this screen. */
export function pixelRatio(devicePixelRatio: number | undefined): number {
  const ratio = devicePixelRatio && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  return Math.min(Math.max(ratio, 1), MAX_PIXEL_RATIO);
}

/**
 * A canvas game's screen. It keeps the game's fixed logical size (Pong 400x300, Breakout
 * 400x500, ...) for drawing while CSS shrinks it to the game stage's space left over (GameLayout's stage is a size container: `cqw`/`cqh`), never
 * wider than the logical width, at the same aspect ratio, so there is no layout shift,
 * and backs it with devicePixelRatio times as many pixels so it stays sharp on dense screens.
 * React only hosts the canvas: the game's frame loop draws on it (a canvas game draws
 * through one plain function), outside React's renders.
 */
export function GameCanvas({ width, height, loop, label, className, style, ...rest }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);

  // A layout effect, so the first frame after hydration is already drawn. Zooming or moving the
  // window to another screen changes devicePixelRatio and fires resize.
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const update = () => loop.attach({ element, width, height, ratio: pixelRatio(window.devicePixelRatio) });
    update();
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("resize", update);
      loop.attach(null);
    };
  }, [loop, width, height]);

  return (
    <canvas
      ref={canvas}
      width={width}
      height={height}
      role="img"
      aria-label={label}
      data-game-board
      className={"mx-auto block touch-none select-none rounded-2xl " + (className ?? "")}
      style={{ width: `min(${width}px, 100cqw, calc(100cqh * ${width} / ${height}))`, aspectRatio: `${width} / ${height}`, ...style }}
      {...rest}
    />
  );
}

/** A pointer's position in a canvas's logical coordinates, however large the canvas is shown. */
export function toLogical(event: { clientX: number; clientY: number; currentTarget: Element }, width: number, height: number): { x: number; y: number } {
  const box = event.currentTarget.getBoundingClientRect();
  return {
    x: ((event.clientX - box.left) / (box.width || width)) * width,
    y: ((event.clientY - box.top) / (box.height || height)) * height,
  };
}
