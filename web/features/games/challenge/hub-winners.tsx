/** The hub's list of yesterday's winners, fetched after the page (a lazily loaded chunk). */
import { useEffect, useState } from "react";
import type { WinnersResponse } from "../../../../contracts/challenge";
import { gameFacts } from "../../../../contracts/games";
import { fetchWinners } from "./api";
import { formatScore } from "./format";
import { CHALLENGE_TEXTS as T } from "./texts";

export default function HubWinners() {
  const [winners, setWinners] = useState<WinnersResponse | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchWinners().then(setWinners, () => setFailed(true));
  }, []);
  if (failed) return <p className="text-muted text-sm">{T.boardsFailed}</p>;
  if (!winners) return null;
  if (winners.winners.length === 0) return <p className="text-muted text-sm">{T.nobody}</p>;
  return (
    <ul className="grid gap-1 text-sm sm:grid-cols-2" data-testid="hub-winners">
      {winners.winners.map((w) => (
        <li key={w.game}>
          <span className="font-semibold">{gameFacts(w.game).name}</span>: {w.nickname}, {formatScore(w.game, w.score)}
        </li>
      ))}
    </ul>
  );
}
