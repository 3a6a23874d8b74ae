import { createContext, useContext, type ReactNode } from "react";
import type { GameAbout as GameAboutTexts } from "../../../content/games";
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

/** The page's game's texts; a game screen outside its page's GameAbout is a bug, said at once. */
export function useGameAbout(id: GameId): GameAboutTexts {
  const about = useContext(GameAboutContext);
  if (!about) throw new Error(`The ${id} game screen is rendered outside its page's <GameAbout>`);
  return about;
}
