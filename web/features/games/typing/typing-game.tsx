import { count, params } from "@nanostores/i18n";
import { RotateCcw, Shuffle } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { textDirection } from "../../../../contracts/locales";
import { defineMessages, format, locale, useLocale, useMessages } from "../../../i18n/i18n";
import type { Random } from "../../../lib/random";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage } from "../shared/game-message";
import { useBestScore } from "../shared/use-best-score";
import { useGame } from "../shared/use-game";
import { useNow } from "../shared/use-now";
import { useKeepInView } from "./keep-in-view";
import { type GameAction, type GameState, accuracy, createGame, hasStarted, step, wpm } from "../../../../games/typing/engine";

const create = (random: Random): GameState => createGame({}, random);

/**
 * The Typing Test's texts; the translations are web/i18n/messages/<locale>/games-typing.json.
 * The sentences to type stay English in every language (marked lang="en"): they are typed on a
 * Latin keyboard, character by character, which an Indic or Arabic script's input would not match.
 */
const messages = defineMessages("games-typing", {
  finished: params(count({ other: "🏁 Finished! {wpm} WPM with {accuracy} accuracy" })),
  begin: "Start typing to begin the test",
  keepGoing: "Keep going...",
  wpm: "WPM",
  accuracy: "Accuracy",
  time: "Time",
  bestWpm: "Best WPM",
  restart: "Restart",
  newSentence: "New Sentence",
  typeAbove: "Type the sentence above",
});

/** A count in the page's language (English keeps its plain digits). */
function num(n: number): string {
  return format.get().number(n, locale.get() === "en" ? { useGrouping: false } : undefined);
}

/** A whole percentage in the page's language ("97%" in English). */
function percent(n: number): string {
  return format.get().number(n / 100, { style: "percent" });
}

/** Seconds, as the page's language abbreviates them ("30s" in English). */
function seconds(n: number): string {
  return format.get().number(n, { style: "unit", unit: "second", unitDisplay: locale.get() === "hi" ? "short" : "narrow" });
}

export function finishedMessage(wordsPerMinute: number, accuracyPercent: number): string {
  return messages.get().finished({ wpm: num(wordsPerMinute), accuracy: percent(accuracyPercent) })(wordsPerMinute);
}

function charClass(typed: string, target: string, i: number): string {
  if (i >= typed.length) return i === typed.length ? "border-b-2 border-brand-500" : "text-muted";
  return typed[i] === target[i] ? "text-green-600 dark:text-green-400" : "bg-red-500/30 text-red-700 underline dark:text-red-300";
}

/** Typing Speed Test: live WPM and accuracy; done when the text equals the sentence. */
export function TypingGame() {
  const t = useMessages(messages);
  const dir = textDirection(useLocale());
  const { state, dispatch, ready } = useGame<GameState, GameAction>(create, step);
  const { message, show, clear } = useGameMessage();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [finishedAt, setFinishedAt] = useState<number | null>(null);
  // The best WPM lasts for the session only, never in storage.
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

  const status = state.finished ? finishedMessage(liveWpm, liveAccuracy) : startedAt === null ? t.begin : t.keepGoing;

  return (
    <GameLayout
      id="typing"
      running={running}
      stage="content"
      status={status}
      message={message}
      stats={[
        { label: t.wpm, value: num(liveWpm), testId: "typing-wpm" },
        { label: t.accuracy, value: percent(liveAccuracy), testId: "typing-accuracy" },
        { label: t.time, value: seconds(Math.floor(elapsed / 1000)), testId: "typing-time" },
        { label: t.bestWpm, value: best === null ? "-" : num(best), testId: "typing-best" },
      ]}
      controls={
        <>
          <button type="button" className="btn btn-outline" onClick={() => restart("restart")}>
            <RotateCcw className="size-4" aria-hidden /> {t.restart}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => restart("newSentence")}>
            <Shuffle className="size-4" aria-hidden /> {t.newSentence}
          </button>
        </>
      }
    >
      <div className="card grid gap-3 p-4" data-game-board>
        <p ref={sentence} lang="en" dir="ltr" className="min-h-16 font-mono text-lg leading-relaxed" data-testid="typing-target">
          <span className="sr-only">{state.target}</span>
          <span aria-hidden>
            {state.target.split("").map((ch, i) => (
              <span key={i} className={charClass(state.typed, state.target, i)}>
                {ch}
              </span>
            ))}
          </span>
        </p>
        <label htmlFor={inputId} dir={dir} className="text-sm font-medium">
          {t.typeAbove}
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
          lang="en"
          dir="ltr"
          className="w-full rounded-xl border border-[var(--border)] bg-[var(--bg)] px-3 py-3 font-mono text-base"
        />
      </div>
      <div ref={spacer} aria-hidden data-testid="typing-keyboard-room" />
    </GameLayout>
  );
}
