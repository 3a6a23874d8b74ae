/**
 * What a played-back run looks like: each challenge game's board drawn from one engine state,
 * read-only. The canvas games draw with their own render functions (the same pictures as in
 * play); the others are plain, small boards in the game's own colours. Nothing here takes input.
 */
import { useLayoutEffect, useRef } from "react";
import type { ChallengeGame } from "../../../../contracts/challenge";
import { BREAKOUT_HEIGHT, BREAKOUT_WIDTH, type BreakoutState } from "../../../../games/breakout/engine";
import { COLORMATCH_COLORS, type ColorMatchState } from "../../../../games/colormatch/engine";
import { FLAPPY_HEIGHT, FLAPPY_WIDTH, type FlappyState } from "../../../../games/flappy/engine";
import type * as g2048 from "../../../../games/game-2048/engine";
import type * as memory from "../../../../games/memory/engine";
import { COLORS as SIMON_COLORS, type GameState as SimonState } from "../../../../games/simon/engine";
import type * as sliding from "../../../../games/sliding/engine";
import { SNAKE_CANVAS_SIZE, type SnakeState } from "../../../../games/snake/engine";
import { WHACK_HOLES, type WhackState } from "../../../../games/whack/engine";
import { useLocale, useMessages } from "../../../i18n/i18n";
import { render as renderBreakout } from "../breakout/render";
import { colorMatchMessages, colorName } from "../colormatch/texts";
import { render as renderFlappy } from "../flappy/render";
import { pixelRatio } from "../shared/game-canvas";
import { render as renderSnake } from "../snake/render";
import { formatNumber } from "../challenge/format";

type BoardProps = { game: ChallengeGame; state: unknown; label: string };

export function ReplayBoard({ game, state, label }: BoardProps) {
  switch (game) {
    case "snake":
      return <ReplayCanvas width={SNAKE_CANVAS_SIZE} height={SNAKE_CANVAS_SIZE} label={label} draw={(ctx) => renderSnake(ctx, state as SnakeState)} />;
    case "flappy":
      return <ReplayCanvas width={FLAPPY_WIDTH} height={FLAPPY_HEIGHT} label={label} draw={(ctx) => renderFlappy(ctx, state as FlappyState)} />;
    case "breakout":
      return <ReplayCanvas width={BREAKOUT_WIDTH} height={BREAKOUT_HEIGHT} label={label} draw={(ctx) => renderBreakout(ctx, state as BreakoutState)} />;
    case "2048":
      return <Board2048 state={state as g2048.GameState} label={label} />;
    case "sliding":
      return <SlidingBoard state={state as sliding.GameState} label={label} />;
    case "memory":
      return <MemoryBoard state={state as memory.GameState} label={label} />;
    case "simon":
      return <SimonBoard state={state as SimonState} label={label} />;
    case "whack":
      return <WhackBoard state={state as WhackState} label={label} />;
    case "colormatch":
      return <ColorMatchBoard state={state as ColorMatchState} label={label} />;
  }
}

/** A canvas at the game's logical size, drawn again whenever the state changes (the page's clock moves it). */
function ReplayCanvas({ width, height, label, draw }: { width: number; height: number; label: string; draw: (ctx: CanvasRenderingContext2D) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext("2d");
    if (!element || !ctx) return;
    const ratio = pixelRatio(window.devicePixelRatio);
    if (element.width !== width * ratio) {
      element.width = width * ratio;
      element.height = height * ratio;
    }
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
      className="mx-auto block max-h-[60vh] w-full rounded-2xl"
      style={{ maxWidth: `${width}px`, aspectRatio: `${width} / ${height}` }}
    />
  );
}

const cell = "flex aspect-square items-center justify-center rounded-lg font-bold tabular-nums";

function Grid({ columns, label, children }: { columns: number; label: string; children: React.ReactNode }) {
  return (
    <div
      role="img"
      aria-label={label}
      dir="ltr"
      className="mx-auto grid w-full max-w-xs gap-2 rounded-2xl bg-slate-800 p-2"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {children}
    </div>
  );
}

function Board2048({ state, label }: { state: g2048.GameState; label: string }) {
  const locale = useLocale();
  return (
    <Grid columns={4} label={label}>
      {state.board.map((value, i) => (
        <div
          key={i}
          className={`${cell} text-lg ${value === 0 ? "bg-slate-700" : value <= 4 ? "bg-amber-100 text-slate-900" : value <= 64 ? "bg-orange-400 text-white" : "bg-yellow-400 text-slate-900"}`}
        >
          {value === 0 ? "" : formatNumber(value, locale)}
        </div>
      ))}
    </Grid>
  );
}

function SlidingBoard({ state, label }: { state: sliding.GameState; label: string }) {
  const locale = useLocale();
  return (
    <Grid columns={3} label={label}>
      {state.tiles.map((value, i) => (
        <div key={i} className={`${cell} text-2xl ${value === 0 ? "bg-transparent" : "bg-indigo-500 text-white"}`}>
          {value === 0 ? "" : formatNumber(value, locale)}
        </div>
      ))}
    </Grid>
  );
}

function MemoryBoard({ state, label }: { state: memory.GameState; label: string }) {
  return (
    <Grid columns={4} label={label}>
      {state.cards.map((card) => (
        <div key={card.id} className={`${cell} text-2xl ${card.matched ? "bg-emerald-600" : card.faceUp ? "bg-sky-500" : "bg-slate-600"}`}>
          {card.faceUp || card.matched ? card.symbol : ""}
        </div>
      ))}
    </Grid>
  );
}

const SIMON_PADS: Readonly<Record<(typeof SIMON_COLORS)[number], string>> = { red: "bg-red-500", blue: "bg-blue-500", green: "bg-green-500", yellow: "bg-yellow-400" };

/** The pad the player just pressed right is lit; the round is the pattern's length. */
function SimonBoard({ state, label }: { state: SimonState; label: string }) {
  const lit = state.phase === "input" && state.inputIndex > 0 ? state.pattern[state.inputIndex - 1] : null;
  return (
    <Grid columns={2} label={label}>
      {SIMON_COLORS.map((color) => (
        <div key={color} className={`${cell} ${SIMON_PADS[color]} ${lit === color ? "opacity-100 ring-4 ring-white" : "opacity-50"}`} />
      ))}
    </Grid>
  );
}

function WhackBoard({ state, label }: { state: WhackState; label: string }) {
  return (
    <Grid columns={3} label={label}>
      {Array.from({ length: WHACK_HOLES }, (_, hole) => (
        <div key={hole} className={`${cell} text-3xl ${state.mole?.hole === hole ? "bg-amber-700" : "bg-emerald-900"}`}>
          {state.mole?.hole === hole ? "🐹" : ""}
        </div>
      ))}
    </Grid>
  );
}

function ColorMatchBoard({ state, label }: { state: ColorMatchState; label: string }) {
  const t = useMessages(colorMatchMessages);
  const { prompt } = state;
  return (
    <div role="img" aria-label={label} className="mx-auto grid w-full max-w-xs gap-3 rounded-2xl bg-slate-800 p-4 text-center">
      <p className="text-sm text-slate-300">
        {t.target} <strong className="text-white">{colorName(t, prompt.target)}</strong>
      </p>
      <p className="text-4xl font-extrabold" style={{ color: COLORMATCH_COLORS[prompt.ink]?.hex }}>
        {colorName(t, prompt.word)}
      </p>
    </div>
  );
}
