/** A game's own screen (`/games/<game>`), where the shell keeps out of the board's way and a challenge runs. */
export function isGameScreen(pathname: string): boolean {
  return /^\/games\/[^/]+$/.test(pathname);
}
