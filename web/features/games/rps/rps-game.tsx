import { params } from "@nanostores/i18n";
import { useStore } from "@nanostores/react";
import { RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { defineMessages, format, useMessages } from "../../../i18n/i18n";
import type { Random } from "../../../lib/random";
import { GameLayout } from "../shared/game-layout";
import { gameTextMessages } from "../shared/game-texts";
import { useGame } from "../shared/use-game";
import { type Choice, type GameAction, type GameState, type Outcome, CHOICES, RPS_THINK_MS, createGame, roundNumber, step, winRate } from "../../../../games/rps/engine";

const create = (random: Random): GameState => createGame({}, random);

export const CHOICE_LABELS: Readonly<Record<Choice, { name: string; emoji: string }>> = {
  rock: { name: "Rock", emoji: "✊" },
  paper: { name: "Paper", emoji: "✋" },
  scissors: { name: "Scissors", emoji: "✌️" },
};

export const OUTCOME_TEXT: Readonly<Record<Outcome, string>> = {
  win: "You win!",
  lose: "You lose!",
  draw: "It's a draw!",
};

export const THINKING_TEXT = "The computer is thinking...";

/** The texts above in the page's language, and the rest of the screen's. */
const messages = defineMessages("games-rps", {
  rock: CHOICE_LABELS.rock.name,
  paper: CHOICE_LABELS.paper.name,
  scissors: CHOICE_LABELS.scissors.name,
  win: OUTCOME_TEXT.win,
  lose: OUTCOME_TEXT.lose,
  draw: OUTCOME_TEXT.draw,
  thinking: THINKING_TEXT,
  result: params("{you} against {computer}: {outcome}"),
  choose: "Make your choice!",
  handThinking: "Thinking...",
  computer: "Computer",
  yourChoice: "Your choice",
  winRate: "Win rate",
});
type Texts = ReturnType<typeof messages.get>;

function statusOf(t: Texts, state: GameState): string {
  if (state.phase === "thinking") return t.thinking;
  if (state.phase === "revealed" && state.playerChoice && state.computerChoice && state.outcome) {
    return t.result({ you: t[state.playerChoice], computer: t[state.computerChoice], outcome: t[state.outcome] });
  }
  return t.choose;
}

function Hand({ id, label, choice, thinking }: { id: "you" | "computer"; label: string; choice: Choice | null; thinking?: boolean }) {
  const t = useMessages(messages);
  return (
    <div className="card grid place-items-center gap-1 p-3">
      <span className="text-muted text-sm font-medium">{label}</span>
      <span className={"text-5xl " + (thinking ? "motion-safe:animate-bounce" : "")} aria-hidden>
        {thinking ? "🤔" : choice ? CHOICE_LABELS[choice].emoji : "❔"}
      </span>
      <span className="font-semibold" data-testid={`rps-${id}-choice`}>
        {thinking ? t.handThinking : choice ? t[choice] : "-"}
      </span>
    </div>
  );
}

/** Rock Paper Scissors against the computer, which thinks for 1.5 s. */
export function RpsGame() {
  const t = useMessages(messages);
  const common = useMessages(gameTextMessages);
  const { number } = useStore(format);
  const { state, dispatch, ready } = useGame<GameState, GameAction>(create, step);
  const thinking = state.phase === "thinking";

  useEffect(() => {
    if (!thinking) return;
    const id = setTimeout(() => dispatch({ type: "reveal" }), RPS_THINK_MS);
    return () => clearTimeout(id);
  }, [thinking, dispatch]);

  return (
    <GameLayout
      id="rps"
      running={state.phase === "thinking" || state.rounds > 0}
      stage="content"
      status={statusOf(t, state)}
      stats={[
        { label: common.round, value: number(roundNumber(state)), testId: "rps-round" },
        { label: common.wins, value: number(state.wins), testId: "rps-wins" },
        { label: common.losses, value: number(state.losses), testId: "rps-losses" },
        { label: common.draws, value: number(state.draws), testId: "rps-draws" },
        { label: t.winRate, value: number(winRate(state) / 100, { style: "percent" }), testId: "rps-win-rate" },
      ]}
      controls={
        <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: "newGame" })}>
          <RotateCcw className="size-4" aria-hidden /> {common.newGame}
        </button>
      }
    >
      <div className="grid gap-3" data-game-board>
        <div className="grid grid-cols-2 gap-3">
          <Hand id="you" label={common.you} choice={state.playerChoice} />
          <Hand id="computer" label={t.computer} choice={state.computerChoice} thinking={thinking} />
        </div>
        <div role="group" aria-label={t.yourChoice} className="grid grid-cols-3 gap-3" data-game-controls>
          {CHOICES.map((choice) => (
            <button
              key={choice}
              type="button"
              // aria-disabled rather than disabled keeps keyboard focus on the button while the computer thinks.
              aria-disabled={!ready || thinking}
              onClick={() => ready && dispatch({ type: "pick", choice })}
              className="btn btn-outline flex-col gap-1 py-2 text-base aria-disabled:opacity-60"
            >
              <span className="text-3xl" aria-hidden>
                {CHOICE_LABELS[choice].emoji}
              </span>
              {t[choice]}
            </button>
          ))}
        </div>
      </div>
    </GameLayout>
  );
}
