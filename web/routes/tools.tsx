import { toolsHubMessages } from "../features/tools/tools-text";
import { ToolsPage } from "../features/tools/tools-page";
import { pageMeta, routeMeta } from "../lib/meta";
import { QueryProvider } from "../lib/query-provider";

export const meta = routeMeta(() => {
  const t = toolsHubMessages.get();
  return pageMeta({ title: t.title, description: t.metaDescription, path: "/tools" });
});

export default function ToolsRoute() {
  return (
    <QueryProvider>
      <ToolsPage />
    </QueryProvider>
  );
}
