import { useEffect } from "react";
import { isGameScreen } from "../../../lib/game-screen";
import { isChallengeSearch } from "../shared/challenge-bridge";
import { hasQueuedRuns } from "./queue-key";

/**
 * Runs played offline are sent from any page of the site, not only from a challenge page: when a
 * page has loaded and whenever the connection returns. The visitor who played on the bus and next
 * opens the blog still gets the run on today's board. Costs nothing on a page with an empty queue:
 * the challenge's code loads only when a run is waiting.
 */
export function OfflineRunSender() {
  useEffect(() => {
    const send = () => {
      // A challenge page (`/games/<game>?challenge`) sends its queue itself and says so in its panel.
      if ((isGameScreen(location.pathname) && isChallengeSearch(location.search)) || !hasQueuedRuns()) return;
      import("./send-queued")
        .then((m) => m.sendQueuedRuns())
        // Still offline, or the server unreachable: the runs stay queued for the next chance.
        .catch(() => undefined);
    };
    send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, []);
  return null;
}
