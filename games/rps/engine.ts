// Rock Paper Scissors rules. Time-free: "pick" enters the thinking phase, and the view dispatches
// "reveal" after RPS_THINK_MS, when the computer draws its move.
import { type Random, randomInt, seededRandom, withRandom } from "../shared/random";

export const CHOICES = ["rock", "paper", "scissors"] as const;
export type Choice = (typeof CHOICES)[number];
export type Outcome = "win" | "lose" | "draw";
export const RPS_THINK_MS = 1500;

/** What each choice beats. */
export const BEATS: Readonly<Record<Choice, Choice>> = { rock: "scissors", scissors: "paper", paper: "rock" };

export type GameState = {
  phase: "choosing" | "thinking" | "revealed";
  playerChoice: Choice | null;
  computerChoice: Choice | null;
  outcome: Outcome | null;
  wins: number;
  losses: number;
  draws: number;
  /** Completed rounds. */
  rounds: number;
  /** Random draws in step come from a generator seeded by rngState, which is then re-drawn, so step stays pure. */
  rngState: number;
};

export type GameAction = { type: "pick"; choice: Choice } | { type: "reveal" } | { type: "newGame" };

/** No options yet; kept so every engine is called the same way: createGame({}, random). */
export type GameOptions = Record<string, never>;

function fresh(rngState: number): GameState {
  return {
    phase: "choosing",
    playerChoice: null,
    computerChoice: null,
    outcome: null,
    wins: 0,
    losses: 0,
    draws: 0,
    rounds: 0,
    rngState,
  };
}

/** The view passes its own random source (seeded by ?seed=N or not); the fixed default only suits tests. */
export function createGame(_options: GameOptions = {}, random: Random = seededRandom(1)): GameState {
  return fresh(randomInt(random, 2 ** 32));
}

/** The outcome for the player. */
export function judge(player: Choice, computer: Choice): Outcome {
  if (player === computer) return "draw";
  return BEATS[player] === computer ? "win" : "lose";
}

/** Rounded percentage of rounds won; 0 before any round. */
export function winRate(state: Pick<GameState, "wins" | "rounds">): number {
  return state.rounds === 0 ? 0 : Math.round((state.wins / state.rounds) * 100);
}

/** The round on screen: the one being played, or the one just revealed. */
export function roundNumber(state: GameState): number {
  return state.phase === "revealed" ? state.rounds : state.rounds + 1;
}

/** Rock Paper Scissors has no end; the thinking phase is what locks input. Every engine answers isOver (engines are data in, data out: create, step, isOver). @public */
export function isOver(_state: GameState): boolean {
  return false;
}

export function step(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case "newGame":
      return fresh(state.rngState);
    case "pick":
      if (state.phase === "thinking" || !CHOICES.includes(action.choice)) return state;
      return { ...state, phase: "thinking", playerChoice: action.choice, computerChoice: null, outcome: null };
    case "reveal": {
      if (state.phase !== "thinking" || state.playerChoice === null) return state;
      const [computerChoice, rngState] = withRandom(state.rngState, (random) => CHOICES[randomInt(random, 3)]!);
      const outcome = judge(state.playerChoice, computerChoice);
      return {
        ...state,
        phase: "revealed",
        computerChoice,
        outcome,
        wins: state.wins + (outcome === "win" ? 1 : 0),
        losses: state.losses + (outcome === "lose" ? 1 : 0),
        draws: state.draws + (outcome === "draw" ? 1 : 0),
        rounds: state.rounds + 1,
        rngState,
      };
    }
  }
}
