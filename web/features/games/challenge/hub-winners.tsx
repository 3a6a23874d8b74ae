/** The hub's list of yesterday's winners, fetched after the page (a lazily loaded chunk), one line each. */
import { useEffect, useState } from "react";
import type { WinnersResponse } from "../../../../contracts/challenge";
import { gameName, gamesListMessages } from "../../../content/games";
import { useLocale, useMessages } from "../../../i18n/i18n";
import { fetchWinners } from "./api";
import { formatScore } from "./format";
import { challengeMessages } from "./texts";

export default function HubWinners() {
  const T = useMessages(challengeMessages);
  const list = useMessages(gamesListMessages);
  const locale = useLocale();
  const [winners, setWinners] = useState<WinnersResponse | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchWinners().then(setWinners, () => setFailed(true));
  }, []);
  if (failed) return <p className="text-muted text-sm">{T.boardsFailed}</p>;
  if (!winners) return null;
  if (winners.winners.length === 0) return <p className="text-muted text-sm">{T.nobody}</p>;
  return (
    <ul className="grid gap-x-4 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid="hub-winners">
      {winners.winners.map((w) => (
        // One line each, whatever the nickname (up to 16 characters): a long one is cut short on
        // screen, never the score, so nine winners fill exactly the box the hub reserved for them.
        // The game's name in the page's language; the nickname keeps its own direction (<bdi>).
        <li key={w.game} className="flex min-w-0 gap-1 whitespace-nowrap">
          <span className="font-semibold">{gameName(list, w.game).name}:</span>{" "}
          <bdi className="truncate">
            {w.nickname}
            {","}
          </bdi>{" "}
          <span>{formatScore(w.game, w.score, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
