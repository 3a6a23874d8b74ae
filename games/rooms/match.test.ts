import { describe, expect, it } from "vitest";
import { applyMove, matchView, MOVE_ERRORS, newMatch, type MatchState, type Move, type Seat } from "./match";

const first = () => 0;
function play(match: MatchState, moves: [Seat, Move][]): MatchState {
  for (const [seat, move] of moves) {
    const result = applyMove(match, seat, move);
    if ("error" in result) throw new Error(`${JSON.stringify(move)}: ${result.error}`);
    match = result.match;
  }
  return match;
}

describe("two-player rules", () => {
  it("Tic Tac Toe: a full board with no line is a draw, and no move follows", () => {
    const order = [0, 1, 2, 4, 3, 5, 7, 6, 8];
    const match = play(
      newMatch("tictactoe", 0, first),
      order.map((index, i) => [(i % 2) as Seat, { index }]),
    );
    expect(match).toMatchObject({ draw: true, winner: null });
    expect(applyMove(match, 1, { index: 0 })).toEqual({ error: MOVE_ERRORS.over });
  });

  it("Connect Four: a full column refuses a disc; the starter can be seat 1", () => {
    let match = newMatch("connect4", 1, first);
    expect(applyMove(match, 0, { column: 0 })).toEqual({ error: MOVE_ERRORS.turn });
    match = play(
      match,
      Array.from({ length: 6 }, (_, i) => [(i % 2 === 0 ? 1 : 0) as Seat, { column: 3 }]),
    );
    expect(applyMove(match, 1, { column: 3 })).toEqual({ error: MOVE_ERRORS.illegal });
    expect(applyMove(match, 1, { index: 3 })).toEqual({ error: MOVE_ERRORS.illegal });
  });

  it("Rock Paper Scissors: one pick a round per seat, a tied round scores nothing", () => {
    let match = play(newMatch("rps", 0, first), [[0, { choice: "rock" }]]);
    expect(applyMove(match, 0, { choice: "paper" })).toEqual({ error: MOVE_ERRORS.turn });
    match = play(match, [[1, { choice: "rock" }]]);
    expect(match).toMatchObject({ score: [0, 0], rounds: 1, last: { winner: null } });
    expect(matchView(match, 1)).toMatchObject({ yourPick: null, picked: [false, false] });
  });

  it("Memory: with the deal known, most pairs wins and four each is a draw", () => {
    // An unshuffled deal: card i and card i + 8 match.
    const match = newMatch("memory", 0, (n) => n - 1);
    const deal = (match as Extract<MatchState, { game: "memory" }>).symbols;
    const pairOf = (i: number) => deal.findIndex((s, j) => j !== i && s === deal[i]);
    const flips: [Seat, Move][] = [];
    const taken = new Set<number>();
    let seat: Seat = 0;
    for (let i = 0; i < 16; i++) {
      if (taken.has(i)) continue;
      const j = pairOf(i);
      taken.add(i).add(j);
      flips.push([seat, { index: i }], [seat, { index: j }]);
      // Each seat takes one pair then misses once, so the pairs split four and four.
      const miss = [...Array(16).keys()].filter((k) => !taken.has(k));
      if (miss.length >= 2 && deal[miss[0]!] !== deal[miss[1]!]) {
        flips.push([seat, { index: miss[0]! }], [seat, { index: miss[1]! }]);
        seat = seat === 0 ? 1 : 0;
      }
    }
    const done = play(match, flips) as Extract<MatchState, { game: "memory" }>;
    expect(done.pairs[0] + done.pairs[1]).toBe(8);
    expect(done.draw).toBe(done.pairs[0] === done.pairs[1]);
    expect(done.winner).toBe(done.pairs[0] === done.pairs[1] ? null : done.pairs[0] > done.pairs[1] ? 0 : 1);
    expect(matchView(newMatch("memory", 0, first), null)).toMatchObject({ cards: Array(16).fill(null) });
  });
});
