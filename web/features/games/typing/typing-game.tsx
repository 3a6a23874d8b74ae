import { RotateCcw, Shuffle } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import type { Random } from "../../../lib/random";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage } from "../shared/game-message";
import { useBestScore } from "../shared/use-best-score";
import { useGame } from "../shared/use-game";
import { useNow } from "../shared/use-now";
import { useKeepInView } from "./keep-in-view";
import { type GameAction, type GameState, accuracy, createGame, hasStarted, step, wpm } from "../../../../games/typing/engine";

const create = (random: Random): GameState => createGame({}, random);

export function finishedMessage(wordsPerMinute: number, percent: number): string {
  return `🏁 Finished! ${wordsPerMinute} WPM with ${percent}% accuracy`;
}

function charClass(typed: string, target: string, i: number): string {
  if (i >= typed.length) return i === typed.length ? "border-b-2 border-brand-500" : "text-muted";
  return typed[i] === target[i] ? "text-green-600 dark:text-green-400" : "bg-red-500/30 text-red-700 underline dark:text-red-300";
}

/** Typing Speed Test (spec 2 "Games"): live WPM and accuracy; done when the text equals the sentence. */
export function TypingGame() {
  const { state, dispatch, ready } = useGame<GameState, GameAction>(create, step);
  const { message, show, clear } = useGameMessage();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [finishedAt, setFinishedAt] = useState<number | null>(null);
  // Spec 2: the best WPM lasts for the session only, never in storage.
  const { best, submit } = useBestScore("typing");
  const input = useRef<HTMLInputElement>(null);
  const sentence = useRef<HTMLParagraphElement>(null);
  const spacer = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const now = useNow(startedAt !== null && finishedAt === null, 200);

  const elapsed = startedAt === null ? 0 : Math.max(0, (finishedAt ?? now) - startedAt);
  const liveWpm = wpm(state.typed.length, elapsed);
  const liveAccuracy = accuracy(state.typed, state.target);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (!ready || state.finished) return;
    const at = Date.now();
    const start = startedAt ?? at;
    const next = step(state, { type: "input", value: e.target.value });
    if (startedAt === null && hasStarted(next)) setStartedAt(at);
    dispatch({ type: "input", value: e.target.value });
    if (!next.finished) return;
    setFinishedAt(at);
    const result = wpm(next.typed.length, at - start);
    submit(result);
    show(finishedMessage(result, accuracy(next.typed, next.target)));
    // A phone's keyboard goes away, so the result shows on the whole screen.
    input.current?.blur();
  };

  const restart = (type: "restart" | "newSentence") => {
    dispatch({ type });
    setStartedAt(null);
    setFinishedAt(null);
    clear();
    input.current?.focus();
  };

  const running = startedAt !== null && !state.finished;
  // A phone's keyboard must not hide the sentence or the field (GameLayout scrolls when play starts).
  useKeepInView(sentence, input, spacer, running);

  const status = state.finished ? finishedMessage(liveWpm, liveAccuracy) : startedAt === null ? "Start typing to begin the test" : "Keep going...";

  return (
    <GameLayout
      id="typing"
      running={running}
      stage="content"
      status={status}
      message={message}
      stats={[
        { label: "WPM", value: liveWpm, testId: "typing-wpm" },
        { label: "Accuracy", value: `${liveAccuracy}%`, testId: "typing-accuracy" },
        { label: "Time", value: `${Math.floor(elapsed / 1000)}s`, testId: "typing-time" },
        { label: "Best WPM", value: best ?? "-", testId: "typing-best" },
      ]}
      controls={
        <>
          <button type="button" className="btn btn-outline" onClick={() => restart("restart")}>
            <RotateCcw className="size-4" aria-hidden /> Restart
          </button>
          <button type="button" className="btn btn-primary" onClick={() => restart("newSentence")}>
            <Shuffle className="size-4" aria-hidden /> New Sentence
          </button>
        </>
      }
    >
      <div className="card grid gap-3 p-4" data-game-board>
        <p ref={sentence} className="min-h-16 font-mono text-lg leading-relaxed" data-testid="typing-target">
          <span className="sr-only">{state.target}</span>
          <span aria-hidden>
            {state.target.split("").map((ch, i) => (
              <span key={i} className={charClass(state.typed, state.target, i)}>
                {ch}
              </span>
            ))}
          </span>
        </p>
        <label htmlFor={inputId} className="text-sm font-medium">
          Type the sentence above
        </label>
        <input
          ref={input}
          id={inputId}
          type="text"
          value={state.typed}
          onChange={onChange}
          readOnly={state.finished}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          className="w-full rounded-xl border border-[var(--border)] bg-[var(--bg)] px-3 py-3 font-mono text-base"
        />
      </div>
      <div ref={spacer} aria-hidden data-testid="typing-keyboard-room" />
    </GameLayout>
  );
}
