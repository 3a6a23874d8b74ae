import { ABOUT_META } from "../content/about";
import { AboutPage } from "../features/pages/about/about-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ ...ABOUT_META, path: "/about" });

export default function AboutRoute() {
  return <AboutPage />;
}
