/** How the built-in assistant reads a visitor's question, and the shape of one intent. */
import { GAMES, type GameInfo } from "../../../contracts/site-knowledge";

export type Question = { text: string; compact: string };

export type Intent = {
  id: string;
  /** Each cue that matches adds its weight; the highest total wins, earlier intents win ties. */
  cues: readonly (readonly [RegExp, number])[];
  /** Extra score computed from the question (the games named in it). */
  score?: (q: Question) => number;
  answer: (q: Question) => string;
};

export function normalize(question: string): Question {
  const text = question
    .toLowerCase()
    .normalize("NFKC")
    // Letters keep their combining marks: Devanagari's vowel signs are marks (\p{M}).
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { text, compact: text.replace(/[\s-]/g, "") };
}

const compactName = (s: string) => normalize(s).compact;

/** The games a question names, by their name ("connect four") or route id ("connect4", "2048"). */
export function gamesNamedIn(q: Question): GameInfo[] {
  return GAMES.filter((g) => q.compact.includes(compactName(g.name)) || new RegExp(`\\b${g.id}\\b`).test(q.text));
}
