/**
 * The games on the hub, in their fixed order. Each entry is one card and one
 * route; a game's screen reads its title and hints from here too. Names, lines and paths come from
 * contracts/games.ts (shared with the server); this adds what only the page shows. Adding a game is
 * one entry there and here, one route module and one line in web/routes.ts.
 */
import { Bird, Brain, BrickWall, CircleDot, Gamepad2, Grid2x2, Grid3x3, Hammer, Keyboard, Lightbulb, Palette, Puzzle, Scissors, Worm, type LucideIcon } from "lucide-react";
import { params } from "@nanostores/i18n";
import { GAME_FACTS, gameFacts, type GameFacts, type GameId } from "../../contracts/games";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "../../contracts/locales";
import { defineMessages, type Messages } from "../i18n/i18n";

export type { GameId };

export type GameInfo = GameFacts & {
  icon: LucideIcon;
  /**
   * The game's own colour on the hub (docs/decisions/027): a gradient from `from` to `to`, both dark enough
   * for white text (WCAG AA), and the background of its thumbnail (`npm run games:thumbnails`).
   */
  colors: { from: string; to: string };
  /**
   * The board shows words (Color Match's colour names, the hands' names, the typing sentence,
   * Breakout's score line), so its thumbnail is drawn once per language (`npm run games:thumbnails`,
   * `gameThumbnail`); a board of pictures and digits has one for every language.
   */
  boardWords?: true;
};

export const GAMES: readonly GameInfo[] = [
  {
    ...gameFacts("tictactoe"),
    icon: Grid3x3,
    colors: { from: "#7c3aed", to: "#4c1d95" },
  },
  {
    ...gameFacts("snake"),
    icon: Worm,
    colors: { from: "#16a34a", to: "#14532d" },
  },
  {
    ...gameFacts("memory"),
    icon: Brain,
    colors: { from: "#db2777", to: "#831843" },
  },
  {
    ...gameFacts("flappy"),
    icon: Bird,
    colors: { from: "#0284c7", to: "#0c4a6e" },
  },
  {
    ...gameFacts("rps"),
    boardWords: true,
    icon: Scissors,
    colors: { from: "#ea580c", to: "#7c2d12" },
  },
  {
    ...gameFacts("simon"),
    icon: Lightbulb,
    colors: { from: "#dc2626", to: "#7f1d1d" },
  },
  {
    ...gameFacts("2048"),
    icon: Grid2x2,
    colors: { from: "#d97706", to: "#78350f" },
  },
  {
    ...gameFacts("whack"),
    icon: Hammer,
    colors: { from: "#65a30d", to: "#365314" },
  },
  {
    ...gameFacts("pong"),
    icon: Gamepad2,
    colors: { from: "#475569", to: "#0f172a" },
  },
  {
    ...gameFacts("colormatch"),
    boardWords: true,
    icon: Palette,
    colors: { from: "#c026d3", to: "#701a75" },
  },
  {
    ...gameFacts("typing"),
    boardWords: true,
    icon: Keyboard,
    colors: { from: "#0d9488", to: "#134e4a" },
  },
  {
    ...gameFacts("sliding"),
    icon: Puzzle,
    colors: { from: "#4f46e5", to: "#312e81" },
  },
  {
    ...gameFacts("breakout"),
    boardWords: true,
    icon: BrickWall,
    colors: { from: "#e11d48", to: "#881337" },
  },
  {
    ...gameFacts("connect4"),
    icon: CircleDot,
    colors: { from: "#2563eb", to: "#1e3a8a" },
  },
];

/**
 * A game's hub thumbnail in a language: `/games/snake.webp` in every language, a worded board's own
 * drawing in each translated one (`/games/colormatch.hi.webp`, `/games/colormatch.pt-br.webp`).
 */
export function gameThumbnail(game: Pick<GameInfo, "id" | "boardWords">, locale: Locale): string {
  if (!game.boardWords || locale === DEFAULT_LOCALE) return `/games/${game.id}.webp`;
  return `/games/${game.id}.${localizedPath("/", locale).slice(1)}.webp`;
}

type GameNameKey = `${GameId}Name`;

/**
 * Each game's name in the page's language (the English is contracts/games.ts, which the server
 * and the assistant read too). A generic game has the name its players use in their language
 * (Jogo da Velha, إكس أو); a brand-like one keeps its English name (2048, Pong, Breakout, Flappy
 * Flight), and is then marked as English where it shows. Keys: `snakeName`... Read them with
 * gameName. `metaTitle`: a game page's title around its name (the name alone in English).
 */
export const gamesListMessages = defineMessages("games-list", {
  metaTitle: params("{name}"),
  ...(Object.fromEntries(GAME_FACTS.map((g) => [`${g.id}Name`, g.name])) as Record<GameNameKey, string>),
});

type GamesListTexts = Readonly<Record<GameNameKey, string>>;

/** A game's name in the page's language, and whether it is the English one (to mark it lang="en"). */
export function gameName(texts: GamesListTexts, id: GameId): { name: string; english: boolean } {
  const name = texts[`${id}Name`];
  return { name, english: name === gameFacts(id).name };
}

/**
 * A game's hub line and how-to-play note in English, for its own catalog (`games-about-snake`):
 * each game has its own, so a game's page carries its own two texts and not the other thirteen
 * games' (docs/decisions/097). Its route defines it (web/routes/games/), and so does the hub for
 * its cards (web/features/games/hub/game-lines.ts).
 */
export function gameAboutTexts(id: GameId): { description: string; howToPlay: string } {
  const { description, howToPlay } = gameFacts(id);
  return { description, howToPlay };
}

/** A game's own catalog of its hub line and how-to-play note. */
export type GameAbout = Messages<ReturnType<typeof gameAboutTexts>>;
