/**
 * How each turn-based challenge game is dealt and how one logged move is applied, including the
 * follow-ups the view dispatches on its own timers (2048's keepPlaying after a win is the
 * player's choice to go on; Memory's resolve; Simon's patternShown), so a log holds only moves.
 */
import type { ChallengeLog } from "../../contracts/challenge";
import * as g2048 from "../game-2048/engine";
import * as memory from "../memory/engine";
import * as simon from "../simon/engine";
import * as sliding from "../sliding/engine";
import { seededRandom } from "../shared/random";

export type TurnRules<S, M> = {
  create: (seed: number) => S;
  moves: (log: never) => readonly M[];
  apply: (state: S, move: M) => S;
  isOver: (state: S) => boolean;
  score: (state: S) => number;
};

const rules = <S, M, L>(r: Omit<TurnRules<S, M>, "moves"> & { moves: (log: L) => readonly M[] }) => r as unknown as TurnRules<S, M>;

export const TURN_RULES = {
  "2048": rules({
    create: (seed: number) => g2048.createGame({}, seededRandom(seed)),
    moves: (log: ChallengeLog<"2048">) => log.moves,
    apply: (state: g2048.GameState, direction: g2048.Direction) => {
      const moved = g2048.step(state, { type: "move", direction });
      // A challenge run goes on after 2048: the victory overlay's Keep Playing, chosen at once.
      return moved.won && !moved.keepPlaying ? g2048.step(moved, { type: "keepPlaying" }) : moved;
    },
    isOver: g2048.isOver,
    score: (state) => state.score,
  }),
  sliding: rules({
    create: (seed: number) => sliding.createGame({}, seededRandom(seed)),
    moves: (log: ChallengeLog<"sliding">) => log.moves,
    apply: (state: sliding.GameState, index: number) => sliding.step(state, { type: "move", index }),
    isOver: sliding.isOver,
    score: (state) => state.moves,
  }),
  memory: rules({
    create: (seed: number) => memory.createGame({}, seededRandom(seed)),
    moves: (log: ChallengeLog<"memory">) => log.flips,
    apply: (state: memory.GameState, index: number) => {
      const flipped = memory.step(state, { type: "flip", index });
      return memory.pendingResult(flipped) === null ? flipped : memory.step(flipped, { type: "resolve" });
    },
    isOver: memory.isOver,
    score: (state) => state.moves,
  }),
  simon: rules({
    create: (seed: number) => simon.step(simon.step(simon.createGame({}, seededRandom(seed)), { type: "start" }), { type: "patternShown" }),
    moves: (log: ChallengeLog<"simon">) => log.presses,
    apply: (state: simon.GameState, color: simon.Color) => {
      const pressed = simon.step(state, { type: "press", color });
      return pressed.phase === "showing" ? simon.step(pressed, { type: "patternShown" }) : pressed;
    },
    isOver: simon.isOver,
    score: (state) => state.score,
  }),
} as const;

export type TurnGame = keyof typeof TURN_RULES;
