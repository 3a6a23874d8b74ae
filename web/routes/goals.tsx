import { GOALS_META } from "../content/goals";
import { GoalsPage } from "../features/pages/goals/goals-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ ...GOALS_META, path: "/goals" });

export default function GoalsRoute() {
  return <GoalsPage />;
}
