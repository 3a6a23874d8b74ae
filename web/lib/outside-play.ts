import { whenPlayStill } from "./game-activity";
import { onToastShown } from "./toast-store";

/**
 * Resolves when no real-time game is being played (game-activity.ts `whenPlayStill`), or at the
 * first toast. The first input on a game screen is often Start, so code fetched then (the shell's
 * extras, the toaster) may arrive in the middle of play, where rendering it is a long task between
 * two frames on a slow phone: its render waits for the round to pause or end. A toast shown during
 * play (a milestone) needs the toaster, so it does not wait.
 */
export function outsidePlay(): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const stops: (() => void)[] = [];
    const finish = () => {
      settled = true;
      for (const stop of stops) stop();
      resolve();
    };
    stops.push(whenPlayStill(finish));
    if (!settled) stops.push(onToastShown(finish));
  });
}
