import { ABOUT_CONTENT } from "../content/about";
import { AboutPage } from "../features/pages/about/about-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ ...ABOUT_CONTENT.get().meta, path: "/about" });

export default function AboutRoute() {
  return <AboutPage />;
}
