import { REPLAY_PAGE_PATH } from "../../../contracts/challenge";
import { ReplayPage } from "../../features/games/replay/replay-page";
import { replayMessages } from "../../features/games/replay/texts";
import { pageMeta, routeMeta } from "../../lib/meta";

export const meta = routeMeta(() => {
  const t = replayMessages.get();
  return pageMeta({ title: t.title, description: t.intro, path: REPLAY_PAGE_PATH });
});

export default function ReplayRoute() {
  return <ReplayPage />;
}
