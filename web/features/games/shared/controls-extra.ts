import { createContext, type ReactNode } from "react";

/**
 * One more control a page puts in its game's controls row (GameLayout's `data-game-controls`), after
 * the game's own: "Play a friend" on the games that have a match for two. In the row it is in the
 * first screen on a phone, not under the game screen, which is one viewport tall.
 */
export const ControlsExtra = createContext<ReactNode>(null);
