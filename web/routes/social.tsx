import { SOCIAL_META } from "../content/social";
import { SocialPage } from "../features/pages/social/social-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ ...SOCIAL_META, path: "/social" });

export default function SocialRoute() {
  return <SocialPage />;
}
