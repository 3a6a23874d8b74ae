import { CONTENT_CONTENT } from "../content/content-creation";
import { ContentPage } from "../features/pages/content-creation/content-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ ...CONTENT_CONTENT.get().meta, path: "/content" });

export default function ContentRoute() {
  return <ContentPage />;
}
