import { GAMING_META } from "../content/gaming";
import { GamingPage } from "../features/pages/gaming/gaming-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ ...GAMING_META, path: "/gaming" });

export default function GamingRoute() {
  return <GamingPage />;
}
