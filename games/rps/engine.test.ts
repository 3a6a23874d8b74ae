import { describe, expect, it } from "vitest";
import { seededRandom } from "../shared/random";
import { type Choice, type GameState, type Outcome, CHOICES, createGame, isOver, judge, roundNumber, step, winRate } from "./engine";

function newGame(seed = 1): GameState {
  return createGame({}, seededRandom(seed));
}

function playRound(state: GameState, choice: Choice): GameState {
  return step(step(state, { type: "pick", choice }), { type: "reveal" });
}

describe("rock paper scissors", () => {
  const pairings: [Choice, Choice, Outcome][] = [
    ["rock", "scissors", "win"],
    ["scissors", "paper", "win"],
    ["paper", "rock", "win"],
    ["scissors", "rock", "lose"],
    ["paper", "scissors", "lose"],
    ["rock", "paper", "lose"],
    ["rock", "rock", "draw"],
    ["paper", "paper", "draw"],
    ["scissors", "scissors", "draw"],
  ];
  it.each(pairings)("%s against %s is a %s for the player", (player, computer, outcome) => {
    expect(judge(player, computer)).toBe(outcome);
  });

  it("starts at round 1 with no score and a 0% win rate", () => {
    const state = newGame();
    expect(state).toMatchObject({ phase: "choosing", wins: 0, losses: 0, draws: 0, rounds: 0 });
    expect(roundNumber(state)).toBe(1);
    expect(winRate(state)).toBe(0);
    expect(isOver(state)).toBe(false);
  });

  it("a pick moves to thinking without choosing the computer's move", () => {
    const state = step(newGame(), { type: "pick", choice: "rock" });
    expect(state.phase).toBe("thinking");
    expect(state.playerChoice).toBe("rock");
    expect(state.computerChoice).toBeNull();
  });

  it("ignores a second pick while the computer is thinking", () => {
    const thinking = step(newGame(), { type: "pick", choice: "rock" });
    expect(step(thinking, { type: "pick", choice: "paper" })).toBe(thinking);
  });

  it("ignores reveal when nobody has picked", () => {
    const state = newGame();
    expect(step(state, { type: "reveal" })).toBe(state);
    const revealed = playRound(state, "rock");
    expect(step(revealed, { type: "reveal" })).toBe(revealed);
  });

  it("reveal draws the computer's move, judges it and counts the round", () => {
    const state = playRound(newGame(4), "paper");
    expect(state.phase).toBe("revealed");
    expect(CHOICES).toContain(state.computerChoice);
    expect(state.outcome).toBe(judge("paper", state.computerChoice!));
    expect(state.wins + state.losses + state.draws).toBe(1);
    expect(state.rounds).toBe(1);
    expect(roundNumber(state)).toBe(1);
  });

  it("the next pick starts the next round from the revealed phase", () => {
    const next = step(playRound(newGame(), "rock"), { type: "pick", choice: "scissors" });
    expect(next.phase).toBe("thinking");
    expect(next.outcome).toBeNull();
    expect(roundNumber(next)).toBe(2);
  });

  it("the computer picks each move about a third of the time over a seeded run", () => {
    let state = newGame(11);
    const counts: Record<Choice, number> = { rock: 0, paper: 0, scissors: 0 };
    for (let i = 0; i < 3000; i++) {
      state = playRound(state, "rock");
      counts[state.computerChoice!] += 1;
    }
    for (const choice of CHOICES) {
      expect(counts[choice]).toBeGreaterThan(900);
      expect(counts[choice]).toBeLessThan(1100);
    }
    expect(state.rounds).toBe(3000);
    expect(state.wins + state.losses + state.draws).toBe(3000);
    expect(winRate(state)).toBe(Math.round((state.wins / 3000) * 100));
  });

  it("the same seed gives the same computer moves", () => {
    const moves = (seed: number) => {
      let state = newGame(seed);
      return Array.from({ length: 10 }, () => (state = playRound(state, "rock")).computerChoice);
    };
    expect(moves(8)).toEqual(moves(8));
  });

  it("win rate is wins over rounds as a rounded percentage", () => {
    expect(winRate({ wins: 1, rounds: 3 })).toBe(33);
    expect(winRate({ wins: 2, rounds: 3 })).toBe(67);
    expect(winRate({ wins: 1, rounds: 2 })).toBe(50);
    expect(winRate({ wins: 0, rounds: 0 })).toBe(0);
  });

  it("newGame resets the score and round number", () => {
    let state = newGame();
    for (let i = 0; i < 5; i++) state = playRound(state, "paper");
    const fresh = step(state, { type: "newGame" });
    expect(fresh).toMatchObject({ phase: "choosing", wins: 0, losses: 0, draws: 0, rounds: 0, playerChoice: null });
    expect(roundNumber(fresh)).toBe(1);
  });
});
