import { COMMUNITY_CONTENT } from "../content/community";
import { CommunityPage } from "../features/pages/community/community-page";
import { pageMeta, routeMeta } from "../lib/meta";

export const meta = routeMeta(() => pageMeta({ ...COMMUNITY_CONTENT.get().meta, path: "/community" }));

export default function CommunityRoute() {
  return <CommunityPage />;
}
