import { ABOUT_CONTENT } from "../content/about";
import { AboutPage } from "../features/pages/about/about-page";
import { pageMeta, routeMeta } from "../lib/meta";

export const meta = routeMeta(() => pageMeta({ ...ABOUT_CONTENT.get().meta, path: "/about" }));

export default function AboutRoute() {
  return <AboutPage />;
}
