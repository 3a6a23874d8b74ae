import { hubMessages } from "../content/ff-bots-hub";
import { FfBotsHubPage } from "../features/ff-bots/ff-bots-hub-page";
import { pageMeta, routeMeta } from "../lib/meta";

export const meta = routeMeta(() => {
  const t = hubMessages.get();
  return pageMeta({ title: t.title, description: t.metaDescription, path: "/ff-bots" });
});

export default function FfBotsRoute() {
  return <FfBotsHubPage />;
}
