import { createContext, useContext, type ReactNode } from "react";
import { gameAboutTexts, type GameAbout as GameAboutTexts } from "../../../content/games";
import { defineMessages } from "../../../i18n/i18n";
import type { GameId } from "../../../../contracts/games";

const GameAboutContext = createContext<GameAboutTexts | null>(null);

/**
 * A game's page gives its screen the game's own hub line and how-to-play note (its own catalog,
 * `games-about-<id>`): the route module, the one place that knows which game it is, defines only
 * that game's, and every screen under it (the game, a match with a friend) reads them here.
 */
export function GameAbout({ about, children }: { about: GameAboutTexts; children: ReactNode }) {
  return <GameAboutContext.Provider value={about}>{children}</GameAboutContext.Provider>;
}

/** The same catalog for a screen rendered without its page (a view's own test), made once per game. */
const unpaged = new Map<GameId, GameAboutTexts>();

/** The page's game's texts; a screen without its page's GameAbout reads the same catalog by its name. */
export function useGameAbout(id: GameId): GameAboutTexts {
  const about = useContext(GameAboutContext);
  if (about) return about;
  let own = unpaged.get(id);
  if (!own) unpaged.set(id, (own = defineMessages(`games-about-${id}`, gameAboutTexts(id))));
  return own;
}
