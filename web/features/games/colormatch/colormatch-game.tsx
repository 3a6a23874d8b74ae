import { Check, X } from "lucide-react";
import { useState } from "react";
import { textDirection } from "../../../../contracts/locales";
import { format, locale, useLocale, useMessages } from "../../../i18n/i18n";
import type { Random } from "../../../lib/random";
import { KEY_DIRECTIONS } from "../shared/direction-keys";
import { GameLayout } from "../shared/game-layout";
import { useBestScore } from "../shared/use-best-score";
import { useGameMessage, useGameNote } from "../shared/game-message";
import { RoundButton } from "../shared/round-button";
import { useFrameLoop } from "../shared/use-frame-loop";
import { useGameKeys } from "../shared/use-game-keys";
import {
  COLORMATCH_COLORS,
  COLORMATCH_TICK_MS,
  createGame,
  secondsLeft,
  step,
  type ColorMatchAction,
  type ColorMatchEvent,
  type ColorMatchState,
} from "../../../../games/colormatch/engine";

import { colorMatchMessages, colorName, type ColorMatchTexts } from "./texts";

const messages = colorMatchMessages;
type Texts = ColorMatchTexts;

const create = (random: Random): ColorMatchState => createGame({}, random);

/** What the page shows: it renders again only when one of these changes (not on every 100 ms tick). */
type ColorMatchSummary = Pick<ColorMatchState, "phase" | "score" | "streak" | "prompt"> & { seconds: number };
const summarize = (state: ColorMatchState): ColorMatchSummary => ({
  phase: state.phase,
  score: state.score,
  streak: state.streak,
  prompt: state.prompt,
  seconds: secondsLeft(state),
});

/** Left or A answers yes, Right or D answers no; null for other keys. */
export function answerForKey(key: string): boolean | null {
  const direction = KEY_DIRECTIONS[key];
  return direction === "left" ? true : direction === "right" ? false : null;
}

/** A count in the page's language (English keeps its plain digits). */
function num(n: number): string {
  return format.get().number(n, locale.get() === "en" ? { useGrouping: false } : undefined);
}

/** Seconds left, as the page's language abbreviates them ("30s" in English). */
function seconds(n: number): string {
  return format.get().number(n, { style: "unit", unit: "second", unitDisplay: locale.get() === "hi" ? "short" : "narrow" });
}

export function streakText(streak: number): string {
  return messages.get().streak({ streak: num(streak) });
}

function timeUpText(score: number): string {
  return messages.get().timeUp({ score: num(score) });
}

/** The two answers (Left/A = yes, Right/D = no); the key hints are hidden on touch screens. */
const ANSWERS = [
  { match: true, label: "yes", Icon: Check, keys: "ArrowLeft A", hint: "← A", style: "btn-primary" },
  { match: false, label: "no", Icon: X, keys: "ArrowRight D", hint: "→ D", style: "btn-outline" },
] as const;

type Feedback = { text: string; correct: boolean } | null;

function statusOf(state: ColorMatchSummary, feedback: Feedback, t: Texts): string {
  switch (state.phase) {
    case "idle":
      return t.idle(state.seconds);
    case "running":
      return feedback?.text ?? t.running;
    case "over":
      return timeUpText(state.score);
  }
}

/** Color Match: does the word's color (not the word) match the target? 30 s rounds. */
export function ColorMatchGame() {
  const t = useMessages(messages);
  const dir = textDirection(useLocale());
  const { message, show, clear } = useGameMessage();
  const note = useGameNote();
  const [feedback, setFeedback] = useState<Feedback>(null);
  // The high score lasts for the session only, never in storage.
  const { best, submit } = useBestScore("colormatch");
  const onEvents = (events: readonly unknown[], next: ColorMatchState) => {
    submit(next.score);
    for (const event of events as readonly ColorMatchEvent[]) {
      if (event.type === "correct") setFeedback({ text: messages.get().correct, correct: true });
      if (event.type === "wrong") {
        // The player must see what went wrong at once: it takes the note's place.
        note.clear();
        setFeedback({ text: messages.get().wrong, correct: false });
      }
      if (event.type === "streak") note.show(streakText(event.streak));
      if (event.type === "timeUp") {
        note.clear();
        show(timeUpText(event.score));
      }
    }
  };
  const { summary, perform, current, ready, starting } = useFrameLoop<ColorMatchState, ColorMatchAction, ColorMatchSummary>({
    create,
    step,
    onEvents,
    tickMs: COLORMATCH_TICK_MS,
    summary: summarize,
  });
  const running = summary.phase === "running";

  const answer = (match: boolean) => {
    if (ready) perform({ type: "answer", match });
  };
  const start = () => {
    if (!ready) return;
    clear();
    note.clear();
    setFeedback(null);
    perform({ type: "start" });
  };

  useGameKeys((key) => {
    const match = answerForKey(key);
    if (match === null || current().phase !== "running") return false;
    answer(match);
    return true;
  });

  const { target, word, ink } = summary.prompt;
  const targetHex = COLORMATCH_COLORS[target]?.hex;
  const inkHex = COLORMATCH_COLORS[ink]?.hex;
  const wordName = colorName(t, word);

  return (
    <GameLayout
      id="colormatch"
      running={running}
      stage="content"
      status={statusOf(summary, feedback, t)}
      message={message}
      note={note.message}
      stats={[
        { label: t.score, value: num(summary.score), testId: "colormatch-score" },
        { label: t.streakLabel, value: num(summary.streak), testId: "colormatch-streak" },
        { label: t.time, value: seconds(summary.seconds), testId: "colormatch-time" },
        { label: t.highScore, value: num(best ?? 0), testId: "colormatch-best" },
      ]}
      controls={
        <>
          {/* Yes on the left like its key (← A), No on the right, in every language. */}
          <div role="group" aria-label={t.answers} dir="ltr" className="grid w-full max-w-sm grid-cols-2 gap-3">
            {ANSWERS.map(({ match, label, Icon, keys, hint, style }) => (
              <button
                key={label}
                type="button"
                className={`btn ${style} text-lg aria-disabled:opacity-60`}
                aria-disabled={!running}
                aria-keyshortcuts={keys}
                onClick={() => answer(match)}
              >
                <Icon className="size-5" aria-hidden /> {t[label]}{" "}
                <kbd aria-hidden className="text-xs opacity-80 pointer-coarse:hidden">
                  {hint}
                </kbd>
              </button>
            ))}
          </div>
          <RoundButton phase={summary.phase} ready={ready} onStart={start} busy={starting} />
        </>
      }
    >
      {/* One size from first paint to the end, whatever the word and the target's name. Words, not a
          board: they read in the page's direction inside the left-to-right stage. */}
      <div dir={dir} className="card mx-auto grid w-full max-w-sm gap-3 p-4 text-center" data-game-board data-testid="colormatch-board" data-feedback={feedback?.correct ?? ""}>
        <p className="h-7 whitespace-nowrap text-lg">
          {t.target}{" "}
          <span className="inline-flex items-center gap-2 font-bold" data-testid="colormatch-target">
            <span aria-hidden className="inline-block size-4 rounded-full" style={{ backgroundColor: running ? targetHex : undefined }} />
            {running ? colorName(t, target) : "?"}
          </span>
        </p>
        <p className="grid h-20 place-items-center whitespace-nowrap text-[min(3rem,12cqw)] font-black tracking-wide" aria-live="off">
          {running ? (
            <span data-testid="colormatch-word">
              <span aria-hidden style={{ color: inkHex }}>
                {wordName.toLocaleUpperCase(locale.get())}
              </span>
              <span className="sr-only">{t.wordInInk({ word: wordName, ink: colorName(t, ink) })}</span>
            </span>
          ) : (
            <span className="text-muted text-3xl">{summary.phase === "over" ? t.playAgain : t.ready}</span>
          )}
        </p>
      </div>
    </GameLayout>
  );
}
