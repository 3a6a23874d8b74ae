/**
 * Where the device keeps challenge runs played offline (a JSON array in localStorage), and a check
 * cheap enough for every page: it imports nothing, so the shell can ask it before loading the
 * challenge's own code (web/features/games/challenge/offline-run-sender.tsx).
 */
export const QUEUE_KEY = "challenge-queue";

/** Whether any run is waiting to be sent (false when storage is blocked or the value is not a list). */
export function hasQueuedRuns(): boolean {
  try {
    const raw = localStorage.getItem(QUEUE_KEY);
    const list: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(list) && list.length > 0;
  } catch {
    return false;
  }
}
