import { unlocalizedPath } from "../../contracts/locales";

/**
 * A game's own screen (`/games/<game>`, in any language: `/hi/games/<game>`), where the shell
 * keeps out of the board's way and a challenge runs.
 */
export function isGameScreen(pathname: string): boolean {
  return /^\/games\/[^/]+$/.test(unlocalizedPath(pathname));
}
