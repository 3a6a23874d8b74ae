/**
 * The 14 games in the hub's order, kept once. The hub cards
 * (web/content/games.ts adds each game's icon and how-to-play line), the chat assistant's site
 * knowledge (contracts/site-knowledge.ts) and the daily challenge (contracts/challenge.ts) all
 * read this list, so they cannot drift apart.
 */
export const GAME_IDS = ["tictactoe", "snake", "memory", "flappy", "rps", "simon", "2048", "whack", "pong", "colormatch", "typing", "sliding", "breakout", "connect4"] as const;

/** The last segment of a game's route, /games/{id}. */
export type GameId = (typeof GAME_IDS)[number];

export type GameFacts = {
  id: GameId;
  name: string;
  /** One line on the hub card, in the page's meta description and in the assistant's answers. */
  description: string;
  path: `/games/${GameId}`;
  /** How to play by touch and by keyboard: behind the game screen's help button. */
  howToPlay: string;
};

const game = (id: GameId, name: string, description: string, howToPlay: string): GameFacts => ({ id, name, description, path: `/games/${id}`, howToPlay });

export const GAME_FACTS: readonly GameFacts[] = [
  game(
    "tictactoe",
    "Tic Tac Toe",
    "The classic 3x3 duel for two players: get three in a row before your friend does.",
    "X moves first. Tap a square, or move between squares with the arrow keys and press Enter.",
  ),
  game(
    "snake",
    "Snake",
    "Eat the food, grow longer, and never bite yourself or the wall.",
    "Press Start, then steer with the arrow keys (or W A S D), swipe anywhere on the screen or use the arrow buttons. Space pauses.",
  ),
  game(
    "memory",
    "Memory Match",
    "Flip the cards and find all 8 pairs in as few moves as you can.",
    "Tap a card, or choose one with the arrow keys and press Enter. Two flips make one move.",
  ),
  game("flappy", "Flappy Flight", "Tap to flap through the gaps between the pipes.", "Press Space or the Up arrow, click or tap the sky to flap. P pauses."),
  game(
    "rps",
    "Rock Paper Scissors",
    "Rock, paper or scissors? Play round after round against the AI and watch your win rate.",
    "Pick rock, paper or scissors; the computer thinks for a moment, then picks its own.",
  ),
  game(
    "simon",
    "Simon Says",
    "Watch the colours light up, then repeat the pattern. Each round adds one more.",
    "Press Start, watch the pattern, then tap the colours in the same order (or press 1 to 4).",
  ),
  game(
    "2048",
    "2048",
    "Slide the tiles and merge equal numbers to reach the 2048 tile.",
    "Swipe anywhere on the screen, use the arrow keys or W A S D, or the arrow buttons below the board.",
  ),
  game(
    "whack",
    "Whack-a-Mole",
    "Hit as many moles as you can in 30 seconds.",
    "Press Start, then tap a mole when it pops up, or press the number of its hole (1 to 9, row by row).",
  ),
  game(
    "pong",
    "Pong",
    "First to 5 points wins against the AI.",
    "Press Start, then move your paddle (left) with the Up and Down arrows or W and S, or drag on the court. Space pauses.",
  ),
  game(
    "colormatch",
    "Color Match",
    "Does the word's color match the target? Answer fast for 30 seconds.",
    "Press Start. Answer Yes (Left arrow or A) if the word is drawn in the target color, else No (Right arrow or D).",
  ),
  game(
    "typing",
    "Typing Speed Test",
    "How fast can you type? Measure your words per minute and your accuracy.",
    "Type the sentence in the box. The clock starts with your first key and stops when it matches.",
  ),
  game(
    "sliding",
    "Sliding Puzzle",
    "Slide the tiles back into order from 1 to 8 in as few moves as possible.",
    "Tap a tile next to the gap to slide it, or press the arrow keys to slide a tile into the gap.",
  ),
  game(
    "breakout",
    "Breakout",
    "Break all 40 bricks with 3 lives.",
    "Press Start, then move the paddle with the Left and Right arrows or A and D, or drag on the court. Space pauses.",
  ),
  game("connect4", "Connect Four", "Drop your discs and connect four in a row before the AI does.", "You are blue and go first. Tap a column, or press 1 to 7, to drop a disc."),
];

/** A game's facts by id; throws for an id outside GAME_IDS (a programming error). */
export function gameFacts(id: GameId): GameFacts {
  const found = GAME_FACTS.find((g) => g.id === id);
  if (!found) throw new Error(`Unknown game: ${id}`);
  return found;
}

/**
 * The daily challenge's games (docs/decisions/028): those whose score depends only on the seed and the
 * inputs. Kept here, beside the games list and free of zod, so the hub can link them without
 * loading the challenge's schemas; contracts/challenge.ts builds on it.
 */
export const CHALLENGE_GAME_IDS = ["2048", "snake", "flappy", "breakout", "sliding", "memory", "whack", "colormatch", "simon"] as const satisfies readonly GameId[];

/** Challenge games whose score counts moves: fewer is better (a game page's words say so without the challenge's schemas). */
export const FEWER_IS_BETTER_IDS: ReadonlySet<GameId> = new Set<GameId>(["sliding", "memory"]);
