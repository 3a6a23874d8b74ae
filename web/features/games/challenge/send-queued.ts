/**
 * Sends the runs played offline from whatever page the visitor is on (loaded only when some are
 * waiting), and says what happened in a toast: the challenge page itself says it in its panel.
 */
import { toast } from "../../../lib/toast-store";
import { describeFlush, fetchToday, flushQueue } from "./api";
import { CHALLENGE_TEXTS as T } from "./texts";

export async function sendQueuedRuns(): Promise<void> {
  // Offline, today's challenge comes from the device's copy and the runs stay queued.
  const today = await fetchToday();
  const result = await flushQueue(today.day);
  const said = describeFlush(result);
  if (said) toast({ title: T.title, description: said, variant: result.sent.length === 0 && result.refused.length > 0 ? "destructive" : "default" });
}
