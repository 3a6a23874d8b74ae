/**
 * The games on the hub (spec 2 "Games hub"), in the spec's order. Each entry is one card and one
 * route; a game's screen reads its title and hints from here too. Adding a game is one entry here,
 * one route module and one line in web/routes.ts.
 */
import {
  Bird,
  Brain,
  BrickWall,
  CircleDot,
  Gamepad2,
  Grid2x2,
  Grid3x3,
  Hammer,
  Keyboard,
  Lightbulb,
  Palette,
  Puzzle,
  Scissors,
  Worm,
  type LucideIcon,
} from "lucide-react";

export type GameId =
  | "tictactoe"
  | "snake"
  | "memory"
  | "flappy"
  | "rps"
  | "simon"
  | "2048"
  | "whack"
  | "pong"
  | "colormatch"
  | "typing"
  | "sliding"
  | "breakout"
  | "connect4";

export type GameInfo = {
  id: GameId;
  name: string;
  /** One line on the hub card and in the page's meta description. */
  description: string;
  /** How to play by touch and by keyboard, shown under the game's title. */
  howToPlay: string;
  icon: LucideIcon;
  path: `/games/${GameId}`;
};

export const GAMES_HUB = {
  title: "Browser Games",
  intro: "Quick games that run right in your browser: no download, no sign-up. Pick one and beat your best score!",
  playLabel: "Play Now",
  backLabel: "Back to Games",
} as const;

export const GAMES: readonly GameInfo[] = [
  {
    id: "tictactoe",
    name: "Tic Tac Toe",
    description: "The classic 3x3 duel for two players: get three in a row before your friend does.",
    howToPlay: "X moves first. Tap a square, or move between squares with the arrow keys and press Enter.",
    icon: Grid3x3,
    path: "/games/tictactoe",
  },
  {
    id: "snake",
    name: "Snake",
    description: "Eat the food, grow longer, and never bite yourself or the wall.",
    howToPlay: "Press Start, then steer with the arrow keys (or W A S D), swipe on the board or use the arrow buttons. Space pauses.",
    icon: Worm,
    path: "/games/snake",
  },
  {
    id: "memory",
    name: "Memory Match",
    description: "Flip the cards and find all 8 pairs in as few moves as you can.",
    howToPlay: "Tap a card, or choose one with the arrow keys and press Enter. Two flips make one move.",
    icon: Brain,
    path: "/games/memory",
  },
  {
    id: "flappy",
    name: "Flappy Flight",
    description: "Tap to flap through the gaps between the pipes.",
    howToPlay: "Press Space or the Up arrow, click or tap the sky to flap. P pauses.",
    icon: Bird,
    path: "/games/flappy",
  },
  {
    id: "rps",
    name: "Rock Paper Scissors",
    description: "Rock, paper or scissors? Play round after round against the AI and watch your win rate.",
    howToPlay: "Pick rock, paper or scissors; the computer thinks for a moment, then picks its own.",
    icon: Scissors,
    path: "/games/rps",
  },
  {
    id: "simon",
    name: "Simon Says",
    description: "Watch the colours light up, then repeat the pattern. Each round adds one more.",
    howToPlay: "Press Start, watch the pattern, then tap the colours in the same order (or press 1 to 4).",
    icon: Lightbulb,
    path: "/games/simon",
  },
  {
    id: "2048",
    name: "2048",
    description: "Slide the tiles and merge equal numbers to reach the 2048 tile.",
    howToPlay: "Swipe on the board, use the arrow keys or W A S D, or the arrow buttons below the board.",
    icon: Grid2x2,
    path: "/games/2048",
  },
  {
    id: "whack",
    name: "Whack-a-Mole",
    description: "Hit as many moles as you can in 30 seconds.",
    howToPlay: "Press Start, then tap a mole when it pops up, or press the number of its hole (1 to 9, row by row).",
    icon: Hammer,
    path: "/games/whack",
  },
  {
    id: "pong",
    name: "Pong",
    description: "First to 5 points wins against the AI.",
    howToPlay: "Press Start, then move your paddle (left) with the Up and Down arrows or W and S, or drag on the court. Space pauses.",
    icon: Gamepad2,
    path: "/games/pong",
  },
  {
    id: "colormatch",
    name: "Color Match",
    description: "Does the word's colour match the target? Answer fast for 30 seconds.",
    howToPlay: "Press Start. Answer Yes (Left arrow or A) if the word is drawn in the target colour, else No (Right arrow or D).",
    icon: Palette,
    path: "/games/colormatch",
  },
  {
    id: "typing",
    name: "Typing Speed Test",
    description: "How fast can you type? Measure your words per minute and your accuracy.",
    howToPlay: "Type the sentence in the box. The clock starts with your first key and stops when it matches.",
    icon: Keyboard,
    path: "/games/typing",
  },
  {
    id: "sliding",
    name: "Sliding Puzzle",
    description: "Slide the tiles back into order from 1 to 8 in as few moves as possible.",
    howToPlay: "Tap a tile next to the gap to slide it, or press the arrow keys to slide a tile into the gap.",
    icon: Puzzle,
    path: "/games/sliding",
  },
  {
    id: "breakout",
    name: "Breakout",
    description: "Break all 40 bricks with 3 lives.",
    howToPlay: "Press Start, then move the paddle with the Left and Right arrows or A and D, or drag on the court. Space pauses.",
    icon: BrickWall,
    path: "/games/breakout",
  },
  {
    id: "connect4",
    name: "Connect Four",
    description: "Drop your discs and connect four in a row before the AI does.",
    howToPlay: "You are blue and go first. Tap a column, or press 1 to 7, to drop a disc.",
    icon: CircleDot,
    path: "/games/connect4",
  },
];

export function gameById(id: GameId): GameInfo {
  const game = GAMES.find((g) => g.id === id);
  if (!game) throw new Error(`Unknown game: ${id}`);
  return game;
}
