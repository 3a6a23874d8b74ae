import { SOCIAL_CONTENT } from "../content/social";
import { SocialPage } from "../features/pages/social/social-page";
import { pageMeta, routeMeta } from "../lib/meta";

export const meta = routeMeta(() => pageMeta({ ...SOCIAL_CONTENT.get().meta, path: "/social" }));

export default function SocialRoute() {
  return <SocialPage />;
}
