import { CONTENT_CONTENT } from "../content/content-creation";
import { ContentPage } from "../features/pages/content-creation/content-page";
import { pageMeta, routeMeta } from "../lib/meta";

export const meta = routeMeta(() => pageMeta({ ...CONTENT_CONTENT.get().meta, path: "/content" }));

export default function ContentRoute() {
  return <ContentPage />;
}
