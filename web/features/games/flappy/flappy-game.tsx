import { useStore } from "@nanostores/react";
import { useRef, type ReactNode } from "react";
import { format, useMessages } from "../../../i18n/i18n";
import type { Random } from "../../../lib/random";
import { GameCanvas } from "../shared/game-canvas";
import { GameLayout } from "../shared/game-layout";
import { useBestScore } from "../shared/use-best-score";
import { useGameMessage, useGameNote } from "../shared/game-message";
import { gameTextMessages } from "../shared/game-texts";
import { Hint } from "../shared/hint";
import { PlayControls, type PlayPhase } from "../shared/play-controls";
import { useFrameLoop } from "../shared/use-frame-loop";
import { useGameKeys } from "../shared/use-game-keys";
import { FLAPPY_HEIGHT, FLAPPY_TICK_MS, FLAPPY_WIDTH, createGame, step, type FlappyAction, type FlappyEvent, type FlappyState } from "../../../../games/flappy/engine";
import { describeScene, render } from "./render";
import { flappyMessages, type FlappyTexts } from "./texts";

const create = (random: Random): FlappyState => createGame({}, random);

/** What the page shows outside the canvas: it renders again only when one of these changes. */
type FlappySummary = Pick<FlappyState, "phase" | "score">;
const summarize = (state: FlappyState): FlappySummary => ({ phase: state.phase, score: state.score });

/**
 * After a crash, flaps are ignored this long, so the tap a player was already making does not
 * throw them straight into a new game before they see the result.
 */
export const RESTART_GRACE_MS = 600;
export const FLAP_KEYS: ReadonlySet<string> = new Set([" ", "ArrowUp", "w", "W"]);
const PAUSE_KEYS: ReadonlySet<string> = new Set(["p", "P", "Escape"]);

const PLAY_PHASE: Readonly<Record<FlappyState["phase"], PlayPhase>> = {
  idle: "idle",
  playing: "running",
  paused: "paused",
  over: "over",
};

/** The end of a round in the page's language: a practice line at 0, the final score otherwise. */
export function gameOverText(t: FlappyTexts, score: number): string {
  return score === 0 ? t.firstTry : t.over({ score: format.get().number(score) });
}

function statusOf(t: FlappyTexts, paused: string, state: FlappySummary): ReactNode {
  switch (state.phase) {
    case "idle":
      return <Hint keys={t.hintKeys} touch={t.hintTouch} />;
    case "playing":
      return t.playing;
    case "paused":
      return paused;
    case "over":
      return gameOverText(t, state.score);
  }
}

/** Flappy: Space, click or tap flaps; a tick every 20 ms; the best lasts the session. */
export function FlappyGame() {
  const t = useMessages(flappyMessages);
  const common = useMessages(gameTextMessages);
  const { number } = useStore(format);
  const { message, show, clear } = useGameMessage();
  const note = useGameNote();
  const crashedAt = useRef(0);
  // The best score lasts for the session only, never in storage.
  const { best, submit } = useBestScore("flappy");
  const onEvents = (events: readonly unknown[], next: FlappyState) => {
    submit(next.score);
    for (const event of events as readonly FlappyEvent[]) {
      if (event.type === "milestone") note.show(t.milestone({ score: number(event.score) })(event.score));
      if (event.type === "died") {
        crashedAt.current = Date.now();
        note.clear();
        show(gameOverText(t, event.score));
      }
    }
  };
  const { summary, perform, current, ready, starting, canvas } = useFrameLoop<FlappyState, FlappyAction, FlappySummary>({
    create,
    step,
    onEvents,
    tickMs: FLAPPY_TICK_MS,
    running: "playing",
    pause: { type: "pause" },
    draw: render,
    describe: describeScene,
    summary: summarize,
  });

  const playAgain = () => {
    clear();
    perform({ type: "reset" });
    perform({ type: "flap" });
  };
  const flap = () => {
    if (!ready) return;
    if (current().phase !== "over") return perform({ type: "flap" });
    if (Date.now() - crashedAt.current >= RESTART_GRACE_MS) playAgain();
  };
  const togglePause = () => perform({ type: current().phase === "paused" ? "resume" : "pause" });
  const primary = () => {
    if (!ready) return;
    const { phase } = current();
    if (phase === "over") playAgain();
    else if (phase === "idle") flap();
    else togglePause();
  };
  const reset = () => {
    clear();
    perform({ type: "reset" });
  };

  useGameKeys((key) => {
    if (FLAP_KEYS.has(key)) {
      flap();
      return true;
    }
    if (!PAUSE_KEYS.has(key) || !ready) return false;
    togglePause();
    return true;
  });

  return (
    <GameLayout
      id="flappy"
      running={summary.phase === "playing"}
      status={statusOf(t, common.paused, summary)}
      message={message}
      note={note.message}
      stats={[
        { label: common.score, value: number(summary.score), testId: "flappy-score" },
        { label: common.best, value: number(best ?? 0), testId: "flappy-best" },
      ]}
      controls={<PlayControls phase={PLAY_PHASE[summary.phase]} ready={ready} onPrimary={primary} onReset={reset} busy={starting} />}
    >
      <GameCanvas
        width={FLAPPY_WIDTH}
        height={FLAPPY_HEIGHT}
        {...canvas}
        onPointerDown={(e) => {
          if (e.button === 0) flap();
        }}
        data-testid="flappy-canvas"
        data-phase={summary.phase}
      />
    </GameLayout>
  );
}
