import { CODING_CONTENT } from "../content/coding";
import { CodingPage } from "../features/pages/coding/coding-page";
import { pageMeta, routeMeta } from "../lib/meta";

export const meta = routeMeta(() => pageMeta({ ...CODING_CONTENT.get().meta, path: "/coding" }));

export default function CodingRoute() {
  return <CodingPage />;
}
