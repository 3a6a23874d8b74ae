import { COMMUNITY_META } from "../content/community";
import { CommunityPage } from "../features/pages/community/community-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ ...COMMUNITY_META, path: "/community" });

export default function CommunityRoute() {
  return <CommunityPage />;
}
