import { GAMING_CONTENT } from "../content/gaming";
import { GamingPage } from "../features/pages/gaming/gaming-page";
import { pageMeta, routeMeta } from "../lib/meta";

export const meta = routeMeta(() => pageMeta({ ...GAMING_CONTENT.get().meta, path: "/gaming" }));

export default function GamingRoute() {
  return <GamingPage />;
}
