import { useEffect, useLayoutEffect, useRef, useState, type HTMLAttributes } from "react";

/** Backing pixels per CSS pixel are capped: a 4x phone screen gains nothing visible over 3x. */
export const MAX_PIXEL_RATIO = 3;

type Props = Omit<HTMLAttributes<HTMLCanvasElement>, "children" | "role"> & {
  /** Logical size: the engine's coordinates, whatever size the canvas is shown at. */
  width: number;
  height: number;
  /** Draws one frame in logical coordinates (the game's `render(ctx, state)`). */
  draw: (ctx: CanvasRenderingContext2D) => void;
  /** A text alternative describing the scene. */
  label: string;
};

/** The ratio of backing pixels to logical pixels for this screen. */
export function pixelRatio(devicePixelRatio: number | undefined): number {
  const ratio = devicePixelRatio && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  return Math.min(Math.max(ratio, 1), MAX_PIXEL_RATIO);
}

/**
 * A canvas game's screen. It keeps the spec's logical size for drawing while CSS shrinks it to
 * the game stage's space left over (GameLayout's stage is a size container: `cqw`/`cqh`), never
 * wider than the logical width, at the same aspect ratio, so there is no layout shift,
 * and backs it with devicePixelRatio times as many pixels so it stays sharp on dense screens.
 * React only hosts the canvas; `draw` runs after every render (STYLE.md: canvas drawn by a plain
 * function).
 */
export function GameCanvas({ width, height, draw, label, className, style, ...rest }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [ratio, setRatio] = useState(1);

  // Zooming or moving the window to another screen changes devicePixelRatio and fires resize.
  useEffect(() => {
    const update = () => setRatio(pixelRatio(window.devicePixelRatio));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);

  useLayoutEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext("2d");
    if (!element || !ctx) return;
    const [w, h] = [Math.round(width * ratio), Math.round(height * ratio)];
    // Setting the size clears the canvas, so only do it when it changes.
    if (element.width !== w || element.height !== h) [element.width, element.height] = [w, h];
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    draw(ctx);
  });

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
export function toLogical(
  event: { clientX: number; clientY: number; currentTarget: Element },
  width: number,
  height: number,
): { x: number; y: number } {
  const box = event.currentTarget.getBoundingClientRect();
  return {
    x: ((event.clientX - box.left) / (box.width || width)) * width,
    y: ((event.clientY - box.top) / (box.height || height)) * height,
  };
}
