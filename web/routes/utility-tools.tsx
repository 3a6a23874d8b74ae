import { utilitiesPageMessages } from "../features/utilities/utilities-text";
import { UtilityToolsPage } from "../features/utilities/utility-tools-page";
import { pageMeta, routeMeta } from "../lib/meta";

export const meta = routeMeta(() => {
  const t = utilitiesPageMessages.get();
  return pageMeta({ title: t.title, description: t.metaDescription, path: "/utility-tools" });
});

export default function UtilityToolsRoute() {
  return <UtilityToolsPage />;
}
