import { CODING_CONTENT } from "../content/coding";
import { CodingPage } from "../features/pages/coding/coding-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ ...CODING_CONTENT.get().meta, path: "/coding" });

export default function CodingRoute() {
  return <CodingPage />;
}
