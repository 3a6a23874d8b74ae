import { CONTENT_META } from "../content/content-creation";
import { ContentPage } from "../features/pages/content-creation/content-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ ...CONTENT_META, path: "/content" });

export default function ContentRoute() {
  return <ContentPage />;
}
