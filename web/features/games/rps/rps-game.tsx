import { RotateCcw } from "lucide-react";
import { useEffect } from "react";
import type { Random } from "../../../lib/random";
import { GameLayout } from "../shared/game-layout";
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

function statusOf(state: GameState): string {
  if (state.phase === "thinking") return THINKING_TEXT;
  if (state.phase === "revealed" && state.playerChoice && state.computerChoice && state.outcome) {
    const you = CHOICE_LABELS[state.playerChoice].name;
    const computer = CHOICE_LABELS[state.computerChoice].name;
    return `${you} against ${computer}: ${OUTCOME_TEXT[state.outcome]}`;
  }
  return "Make your choice!";
}

function Hand({ label, choice, thinking }: { label: string; choice: Choice | null; thinking?: boolean }) {
  return (
    <div className="card grid place-items-center gap-1 p-3">
      <span className="text-muted text-sm font-medium">{label}</span>
      <span className={"text-5xl " + (thinking ? "motion-safe:animate-bounce" : "")} aria-hidden>
        {thinking ? "🤔" : choice ? CHOICE_LABELS[choice].emoji : "❔"}
      </span>
      <span className="font-semibold" data-testid={`rps-${label.toLowerCase()}-choice`}>
        {thinking ? "Thinking..." : choice ? CHOICE_LABELS[choice].name : "-"}
      </span>
    </div>
  );
}

/** Rock Paper Scissors against the computer (spec 2 "Games"), which thinks for 1.5 s. */
export function RpsGame() {
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
      status={statusOf(state)}
      stats={[
        { label: "Round", value: roundNumber(state), testId: "rps-round" },
        { label: "Wins", value: state.wins, testId: "rps-wins" },
        { label: "Losses", value: state.losses, testId: "rps-losses" },
        { label: "Draws", value: state.draws, testId: "rps-draws" },
        { label: "Win rate", value: `${winRate(state)}%`, testId: "rps-win-rate" },
      ]}
      controls={
        <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: "newGame" })}>
          <RotateCcw className="size-4" aria-hidden /> New Game
        </button>
      }
    >
      <div className="grid gap-3" data-game-board>
        <div className="grid grid-cols-2 gap-3">
          <Hand label="You" choice={state.playerChoice} />
          <Hand label="Computer" choice={state.computerChoice} thinking={thinking} />
        </div>
        <div role="group" aria-label="Your choice" className="grid grid-cols-3 gap-3" data-game-controls>
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
              {CHOICE_LABELS[choice].name}
            </button>
          ))}
        </div>
      </div>
    </GameLayout>
  );
}
