// Typing Speed Test rules. Time-free: the view starts its clock on the first keystroke
// (hasStarted) and passes elapsed milliseconds to wpm().
import { type Random, randomInt, seededRandom, withRandom } from "../shared/random";

export const SENTENCES: readonly string[] = [
  "The quick brown fox jumps over the lazy dog while the boss fight loads.",
  "Every great game starts with a single line of code and a lot of coffee.",
  "Save your progress often, because bugs love to appear before the final level.",
  "A good developer reads the error message before asking the internet for help.",
  "Practice makes perfect, so keep your fingers on the home row and type on.",
  "Level up your skills one small project at a time and enjoy the journey.",
  "Respawn, rethink and retry: every lost round teaches you something new.",
  "Clean code is like a tidy inventory: you always find what you need.",
];

export type GameState = {
  sentenceIndex: number;
  target: string;
  typed: string;
  finished: boolean;
  /** Random draws in step come from a generator seeded by rngState, which is then re-drawn, so step stays pure. */
  rngState: number;
};

/** "input" carries the whole text of the field, as an onChange handler sees it. */
export type GameAction = { type: "input"; value: string } | { type: "restart" } | { type: "newSentence" };

/** No options yet; kept so every engine is called the same way: createGame({}, random). */
export type GameOptions = Record<string, never>;

function pickSentence(rngState: number): GameState {
  const [sentenceIndex, next] = withRandom(rngState, (random) => randomInt(random, SENTENCES.length));
  return { sentenceIndex, target: SENTENCES[sentenceIndex]!, typed: "", finished: false, rngState: next };
}

/** The view passes its own random source (seeded by ?seed=N or not); the fixed default only suits tests. */
export function createGame(_options: GameOptions = {}, random: Random = seededRandom(1)): GameState {
  return pickSentence(randomInt(random, 2 ** 32));
}

/** Every engine answers isOver (engines are data in, data out: create, step, isOver), whether or not its view asks. @public */
export function isOver(state: GameState): boolean {
  return state.finished;
}

/** True once anything has been typed: the view starts timing then. */
export function hasStarted(state: GameState): boolean {
  return state.typed.length > 0;
}

export function step(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case "newSentence":
      return pickSentence(state.rngState);
    case "restart":
      return { ...state, typed: "", finished: false };
    case "input": {
      if (state.finished) return state;
      // Text beyond the sentence's length can never become correct, so it is not kept.
      const typed = action.value.slice(0, state.target.length);
      if (typed === state.typed) return state;
      return { ...state, typed, finished: typed === state.target };
    }
  }
}

/** Words per minute, a word being 5 characters; 0 before any time has passed. */
export function wpm(chars: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.round(chars / 5 / (elapsedMs / 60_000));
}

/** Percentage of typed characters that match the target at the same position; 100 when nothing is typed. */
export function accuracy(typed: string, target: string): number {
  if (typed.length === 0) return 100;
  let correct = 0;
  for (let i = 0; i < typed.length; i++) {
    if (typed[i] === target[i]) correct++;
  }
  return Math.round((correct / typed.length) * 100);
}
