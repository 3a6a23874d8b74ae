import { params } from "@nanostores/i18n";
import { useState } from "react";
import { defineMessages, format, locale, useMessages } from "../../../i18n/i18n";
import type { Random } from "../../../lib/random";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage } from "../shared/game-message";
import { RoundButton } from "../shared/round-button";
import { playTone } from "../shared/sound";
import { useBestScore } from "../shared/use-best-score";
import { useFrameLoop } from "../shared/use-frame-loop";
import { useGameKeys } from "../shared/use-game-keys";
import {
  WHACK_HIGH_SCORE_KEY,
  WHACK_HOLES,
  WHACK_TICK_MS,
  createGame,
  secondsLeft,
  step,
  type WhackAction,
  type WhackEvent,
  type WhackState,
} from "../../../../games/whack/engine";

const create = (random: Random): WhackState => createGame({}, random);

/** What the page shows: it renders again only when one of these changes (not on every 100 ms tick). */
type WhackSummary = Pick<WhackState, "phase" | "score"> & { seconds: number; moleHole: number | null };
const summarize = (state: WhackState): WhackSummary => ({
  phase: state.phase,
  score: state.score,
  seconds: secondsLeft(state),
  moleHole: state.mole?.hole ?? null,
});

const HIT_TONE_HZ = 880;
const HIT_TONE_MS = 120;

/** Added to the status line after a round that set a new high score (never a toast over the controls). */
export const NEW_HIGH_SCORE_NOTE = "🏆 New high score!";

/** Whack-a-Mole's texts; the translations are web/i18n/messages/<locale>/games-whack.json. */
const messages = defineMessages("games-whack", {
  idle: "Press Start, then whack the moles before time runs out!",
  running: "Whack the moles!",
  timeUp: params("Time's up! Final Score: {score}"),
  newHighScoreNote: NEW_HIGH_SCORE_NOTE,
  withRecord: params("{result} · {note}"),
  score: "Score",
  time: "Time",
  highScore: "High Score",
  holes: "Mole holes",
  holeMole: params("Hole {n}: mole!"),
  holeEmpty: params("Hole {n}: empty"),
});
type Texts = ReturnType<typeof messages.get>;

/** A count in the page's language (English keeps its plain digits). */
function num(n: number): string {
  return format.get().number(n, locale.get() === "en" ? { useGrouping: false } : undefined);
}

/** Seconds left, as the page's language abbreviates them ("30s" in English). */
function seconds(n: number): string {
  return format.get().number(n, { style: "unit", unit: "second", unitDisplay: locale.get() === "hi" ? "short" : "narrow" });
}

export function timeUpText(score: number): string {
  return messages.get().timeUp({ score: num(score) });
}

function statusOf(state: WhackSummary, newHigh: boolean, t: Texts): string {
  switch (state.phase) {
    case "idle":
      return t.idle;
    case "running":
      return t.running;
    case "over":
      return newHigh ? t.withRecord({ result: timeUpText(state.score), note: t.newHighScoreNote }) : timeUpText(state.score);
  }
}

/** Whack-a-Mole: a 30 s round, a mole every second for 0.8 s; the high score persists. */
export function WhackGame() {
  const t = useMessages(messages);
  const { message, show, clear } = useGameMessage();
  const { best: highScore, submit: submitHighScore } = useBestScore("whack", { storageKey: WHACK_HIGH_SCORE_KEY });
  const [newHigh, setNewHigh] = useState(false);

  const onEvents = (events: readonly unknown[]) => {
    for (const event of events as readonly WhackEvent[]) {
      if (event.type === "hit") playTone(HIT_TONE_HZ, HIT_TONE_MS);
      if (event.type !== "timeUp") continue;
      show(timeUpText(event.score));
      if (submitHighScore(event.score)) setNewHigh(true);
    }
  };
  const { summary, perform, current, ready, starting } = useFrameLoop<WhackState, WhackAction, WhackSummary>({
    create,
    step,
    onEvents,
    tickMs: WHACK_TICK_MS,
    summary: summarize,
  });
  const running = summary.phase === "running";

  const whack = (hole: number) => {
    if (ready) perform({ type: "whack", hole });
  };
  const start = () => {
    if (!ready) return;
    clear();
    setNewHigh(false);
    perform({ type: "start" });
  };

  useGameKeys((key) => {
    const hole = Number(key) - 1;
    if (!/^[1-9]$/.test(key) || current().phase !== "running") return false;
    whack(hole);
    return true;
  });

  return (
    <GameLayout
      id="whack"
      running={running}
      status={statusOf(summary, newHigh, t)}
      message={message}
      stats={[
        { label: t.score, value: num(summary.score), testId: "whack-score" },
        { label: t.time, value: seconds(summary.seconds), testId: "whack-time" },
        { label: t.highScore, value: num(highScore ?? 0), testId: "whack-high-score" },
      ]}
      controls={<RoundButton phase={summary.phase} ready={ready} onStart={start} busy={starting} />}
    >
      <div
        role="group"
        aria-label={t.holes}
        dir="ltr"
        data-game-board
        className="game-board mx-auto grid max-w-sm grid-cols-3 gap-3 rounded-2xl bg-(--bg) bg-linear-to-b from-lime-800/30 to-lime-800/30 p-3"
      >
        {Array.from({ length: WHACK_HOLES }, (_, hole) => {
          const up = summary.moleHole === hole;
          return (
            <button
              key={hole}
              type="button"
              aria-label={(up ? t.holeMole : t.holeEmpty)({ n: num(hole + 1) })}
              aria-disabled={!running}
              data-mole={up}
              // The press counts, not the release: a tap's click comes when the finger lifts, by
              // which time a slow phone's mole may be down. A click with no press before it
              // (detail 0: Enter or Space on the focused hole) still whacks.
              onPointerDown={(event) => {
                if (event.button === 0) whack(hole);
              }}
              onClick={(event) => {
                if (event.detail === 0) whack(hole);
              }}
              className="relative overflow-hidden rounded-full border-4 border-amber-950/60 bg-amber-950/80 shadow-inner"
            >
              <span
                aria-hidden
                className={"absolute inset-x-[15%] bottom-0 top-[18%] rounded-t-full bg-amber-700 transition-transform duration-100 " + (up ? "translate-y-0" : "translate-y-full")}
              >
                <span className="absolute left-[28%] top-[30%] size-[12%] rounded-full bg-slate-950" />
                <span className="absolute right-[28%] top-[30%] size-[12%] rounded-full bg-slate-950" />
                <span className="absolute left-1/2 top-[48%] h-[12%] w-[20%] -translate-x-1/2 rounded-full bg-pink-400" />
              </span>
              {/* The hole's key: no use on a touch screen, where the hole is tapped. */}
              <span className="absolute bottom-[8%] left-1/2 -translate-x-1/2 text-xs font-bold text-amber-100/80 pointer-coarse:hidden" aria-hidden>
                {hole + 1}
              </span>
            </button>
          );
        })}
      </div>
    </GameLayout>
  );
}
