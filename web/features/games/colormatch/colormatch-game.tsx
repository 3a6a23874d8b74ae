import { Check, X } from "lucide-react";
import { useState } from "react";
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
  colorMatchTimeUpMessage,
  createGame,
  describePrompt,
  secondsLeft,
  step,
  type ColorMatchAction,
  type ColorMatchEvent,
  type ColorMatchState,
} from "../../../../games/colormatch/engine";

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

/** Left or A answers yes, Right or D answers no (spec 2); null for other keys. */
export function answerForKey(key: string): boolean | null {
  const direction = KEY_DIRECTIONS[key];
  return direction === "left" ? true : direction === "right" ? false : null;
}

export const CORRECT_TEXT = "Correct! +1";
export function streakText(streak: number): string {
  return `🔥 ${streak} in a row! Your focus is on fire!`;
}

/** The two answers (spec 2: Left/A = yes, Right/D = no); the key hints are hidden on touch screens. */
const ANSWERS = [
  { match: true, label: "Yes", Icon: Check, keys: "ArrowLeft A", hint: "← A", style: "btn-primary" },
  { match: false, label: "No", Icon: X, keys: "ArrowRight D", hint: "→ D", style: "btn-outline" },
] as const;

type Feedback = { text: string; correct: boolean } | null;

function statusOf(state: ColorMatchSummary, feedback: Feedback): string {
  switch (state.phase) {
    case "idle":
      return `Press Start: you have ${state.seconds} seconds`;
    case "running":
      return feedback?.text ?? "Is the word drawn in the target color?";
    case "over":
      return colorMatchTimeUpMessage(state.score);
  }
}

/** Color Match (spec 2 "Games"): does the word's color (not the word) match the target? 30 s rounds. */
export function ColorMatchGame() {
  const { message, show, clear } = useGameMessage();
  const note = useGameNote();
  const [feedback, setFeedback] = useState<Feedback>(null);
  // Spec 2: the high score lasts for the session only, never in storage.
  const { best, submit } = useBestScore("colormatch");
  const onEvents = (events: readonly unknown[], next: ColorMatchState) => {
    submit(next.score);
    for (const event of events as readonly ColorMatchEvent[]) {
      if (event.type === "correct") setFeedback({ text: CORRECT_TEXT, correct: true });
      if (event.type === "wrong") {
        // The player must see what went wrong at once: it takes the note's place.
        note.clear();
        setFeedback({ text: event.message, correct: false });
      }
      if (event.type === "streak") note.show(streakText(event.streak));
      if (event.type === "timeUp") {
        note.clear();
        show(colorMatchTimeUpMessage(event.score));
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

  const prompt = describePrompt(summary.prompt);
  const targetHex = COLORMATCH_COLORS[summary.prompt.target]?.hex;
  const inkName = COLORMATCH_COLORS[summary.prompt.ink]?.name ?? "";

  return (
    <GameLayout
      id="colormatch"
      running={running}
      stage="content"
      status={statusOf(summary, feedback)}
      message={message}
      note={note.message}
      stats={[
        { label: "Score", value: summary.score, testId: "colormatch-score" },
        { label: "Streak", value: summary.streak, testId: "colormatch-streak" },
        { label: "Time", value: `${summary.seconds}s`, testId: "colormatch-time" },
        { label: "High Score", value: best ?? 0, testId: "colormatch-best" },
      ]}
      controls={
        <>
          <div role="group" aria-label="Does the word's color match the target?" className="grid w-full max-w-sm grid-cols-2 gap-3">
            {ANSWERS.map(({ match, label, Icon, keys, hint, style }) => (
              <button
                key={label}
                type="button"
                className={`btn ${style} text-lg aria-disabled:opacity-60`}
                aria-disabled={!running}
                aria-keyshortcuts={keys}
                onClick={() => answer(match)}
              >
                <Icon className="size-5" aria-hidden /> {label}{" "}
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
      {/* One size from first paint to the end, whatever the word and the target's name. */}
      <div className="card mx-auto grid w-full max-w-sm gap-3 p-4 text-center" data-game-board data-testid="colormatch-board" data-feedback={feedback?.correct ?? ""}>
        <p className="h-7 whitespace-nowrap text-lg">
          Target color:{" "}
          <span className="inline-flex items-center gap-2 font-bold" data-testid="colormatch-target">
            <span aria-hidden className="inline-block size-4 rounded-full" style={{ backgroundColor: running ? targetHex : undefined }} />
            {running ? prompt.targetName : "?"}
          </span>
        </p>
        <p className="grid h-20 place-items-center whitespace-nowrap text-[min(3rem,12cqw)] font-black tracking-wide" aria-live="off">
          {running ? (
            <span data-testid="colormatch-word">
              <span aria-hidden style={{ color: prompt.inkHex }}>
                {prompt.word.toUpperCase()}
              </span>
              <span className="sr-only">{`The word ${prompt.word}, drawn in ${inkName}`}</span>
            </span>
          ) : (
            <span className="text-muted text-3xl">{summary.phase === "over" ? "Play again?" : "Ready?"}</span>
          )}
        </p>
      </div>
    </GameLayout>
  );
}
