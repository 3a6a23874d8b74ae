import { params } from "@nanostores/i18n";
import { Play } from "lucide-react";
import { useEffect, useState } from "react";
import { defineMessages, format, locale, useMessages } from "../../../i18n/i18n";
import type { Random } from "../../../lib/random";
import { GameLayout } from "../shared/game-layout";
import { STARTING_LABEL } from "../shared/play-controls";
import { useGameMessage } from "../shared/game-message";
import { playTone } from "../shared/sound";
import { useBestScore } from "../shared/use-best-score";
import { useGame } from "../shared/use-game";
import { useGameKeys } from "../shared/use-game-keys";
import {
  type Color,
  type GameAction,
  type GameState,
  COLORS,
  SIMON_LEAD_IN_MS,
  SIMON_SHOW_GAP_MS,
  SIMON_SHOW_ON_MS,
  createGame,
  isOver,
  patternShowMs,
  step,
} from "../../../../games/simon/engine";

const create = (random: Random): GameState => createGame({}, random);

/** The high score persists under this key, as an integer in text. */
export const SIMON_HIGH_SCORE_KEY = "simonHighScore";
/** Pause before a pattern plays, so the player sees the round change. */
export const LEAD_IN_MS = SIMON_LEAD_IN_MS;
/** How long each colour of the pattern lights up, and the dark gap after it. */
export const SHOW_ON_MS = SIMON_SHOW_ON_MS;
export const SHOW_GAP_MS = SIMON_SHOW_GAP_MS;
const PRESS_FLASH_MS = 200;
const WRONG_TONE_HZ = 110;

/** Simon's texts; the translations are web/i18n/messages/<locale>/games-simon.json. */
const simonMessages = defineMessages("games-simon", {
  idle: "Press Start to play",
  showing: "Watch the pattern...",
  yourTurn: params("Your turn: {done} of {total}"),
  gameOver: params("Game Over! Final Score: {score}"),
  newHighScoreStatus: params("{result} · 🎉 New High Score!"),
  newHighScoreAlert: params("🎉 New High Score: {score}!"),
  score: "Score",
  highScore: "High Score",
  start: "Start",
  playAgain: "Play Again",
  pads: "Simon pads",
  red: "Red",
  blue: "Blue",
  green: "Green",
  yellow: "Yellow",
});

const PADS: Readonly<Record<Color, { key: string; tone: number; className: string }>> = {
  red: { key: "1", tone: 329.63, className: "bg-red-500" },
  blue: { key: "2", tone: 164.81, className: "bg-blue-500" },
  green: { key: "3", tone: 392, className: "bg-green-500" },
  yellow: { key: "4", tone: 261.63, className: "bg-yellow-400" },
};

/** A count in the page's language (English keeps its plain digits). */
function num(n: number): string {
  return format.get().number(n, locale.get() === "en" ? { useGrouping: false } : undefined);
}

/** The end of a game, in the page's language: the engine's `over` phase and its score. */
export function gameOverText(score: number): string {
  return simonMessages.get().gameOver({ score: num(score) });
}

export function newHighScoreAlert(score: number): string {
  return simonMessages.get().newHighScoreAlert({ score: num(score) });
}

/** The status line after a game that set a new high score: the result, then the record. */
export function newHighScoreStatus(score: number): string {
  return simonMessages.get().newHighScoreStatus({ result: gameOverText(score) });
}

function statusOf(state: GameState, newHigh: boolean, t: ReturnType<typeof simonMessages.get>): string {
  switch (state.phase) {
    case "idle":
      return t.idle;
    case "showing":
      return t.showing;
    case "input":
      return t.yourTurn({ done: num(state.inputIndex), total: num(state.pattern.length) });
    case "over":
      return newHigh ? newHighScoreStatus(state.score) : gameOverText(state.score);
  }
}

/** Simon Says: repeat a pattern that grows by one colour each round. */
export function SimonGame() {
  const t = useMessages(simonMessages);
  const { state, dispatch, ready, starting } = useGame<GameState, GameAction>(create, step);
  const { message, show } = useGameMessage();
  const { best: highScore, submit: submitHighScore } = useBestScore("simon", { storageKey: SIMON_HIGH_SCORE_KEY });
  const [lit, setLit] = useState<Color | null>(null);
  // The new high score of the game just over: in the status line, and in an alert for screen readers.
  const [record, setRecord] = useState<number | null>(null);

  // The pattern plays on the view's timers; presses are ignored until "patternShown".
  const { phase, pattern } = state;
  useEffect(() => {
    if (phase !== "showing") return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    pattern.forEach((color, i) => {
      const at = LEAD_IN_MS + i * (SHOW_ON_MS + SHOW_GAP_MS);
      timers.push(
        setTimeout(() => {
          setLit(color);
          playTone(PADS[color].tone, SHOW_ON_MS);
        }, at),
      );
      timers.push(setTimeout(() => setLit(null), at + SHOW_ON_MS));
    });
    // The daily challenge's server checks a round's presses against this same time (patternShowMs).
    timers.push(setTimeout(() => dispatch({ type: "patternShown" }), patternShowMs(pattern.length)));
    return () => {
      timers.forEach(clearTimeout);
      setLit(null);
    };
  }, [phase, pattern, dispatch]);

  useEffect(() => {
    if (lit === null || phase === "showing") return;
    const id = setTimeout(() => setLit(null), PRESS_FLASH_MS);
    return () => clearTimeout(id);
  }, [lit, phase]);

  const press = (color: Color) => {
    if (!ready || state.phase !== "input") return;
    const next = step(state, { type: "press", color });
    dispatch({ type: "press", color });
    setLit(color);
    if (!isOver(next)) {
      playTone(PADS[color].tone, PRESS_FLASH_MS);
      return;
    }
    playTone(WRONG_TONE_HZ, 400);
    show(gameOverText(next.score));
    if (submitHighScore(next.score)) setRecord(next.score);
  };

  useGameKeys((key) => {
    const color = COLORS.find((c) => PADS[c].key === key);
    if (!color) return false;
    press(color);
    return true;
  });

  const running = state.phase === "showing" || state.phase === "input";
  const newHigh = state.phase === "over" && record !== null;
  const start = () => {
    if (!ready || running || starting) return;
    setRecord(null);
    dispatch({ type: "start" });
  };
  return (
    <GameLayout
      id="simon"
      running={running}
      status={statusOf(state, newHigh, t)}
      message={message}
      stats={[
        { label: t.score, value: num(state.score), testId: "simon-score" },
        { label: t.highScore, value: num(highScore ?? 0), testId: "simon-high-score" },
      ]}
      controls={
        <button
          type="button"
          className="btn btn-primary w-40 whitespace-nowrap aria-disabled:opacity-60"
          aria-disabled={!ready || running || starting}
          aria-busy={starting || undefined}
          onClick={start}
        >
          <Play className="size-4" aria-hidden /> {starting ? STARTING_LABEL : state.phase === "over" ? t.playAgain : t.start}
        </button>
      }
    >
      <div role="group" aria-label={t.pads} dir="ltr" data-game-board className="game-board mx-auto grid max-w-sm grid-cols-2 gap-3">
        {COLORS.map((color) => (
          <button
            key={color}
            type="button"
            aria-label={t[color]}
            aria-disabled={state.phase !== "input"}
            data-lit={lit === color}
            onClick={() => press(color)}
            className={
              "rounded-2xl border-4 transition-[opacity,transform] duration-150 " +
              PADS[color].className +
              (lit === color ? " scale-[1.03] border-white opacity-100 shadow-2xl" : " border-transparent opacity-50")
            }
          >
            {/* The pad's key: no use on a touch screen, where the pad is tapped. */}
            <span className="text-2xl font-black text-white/80 pointer-coarse:hidden" aria-hidden>
              {PADS[color].key}
            </span>
          </button>
        ))}
      </div>
      {/* Never a blocking browser alert: the status line shows the record, this announces it. */}
      <p role="alert" className="sr-only" data-testid="simon-record">
        {newHigh ? newHighScoreAlert(record) : ""}
      </p>
    </GameLayout>
  );
}
