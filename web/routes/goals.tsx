import { GOALS_CONTENT } from "../content/goals";
import { GoalsPage } from "../features/pages/goals/goals-page";
import { pageMeta, routeMeta } from "../lib/meta";

export const meta = routeMeta(() => pageMeta({ ...GOALS_CONTENT.get().meta, path: "/goals" }));

export default function GoalsRoute() {
  return <GoalsPage />;
}
