import { GAMING_CONTENT } from "../content/gaming";
import { GamingPage } from "../features/pages/gaming/gaming-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ ...GAMING_CONTENT.get().meta, path: "/gaming" });

export default function GamingRoute() {
  return <GamingPage />;
}
