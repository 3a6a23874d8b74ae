import { ToolsPage } from "../features/tools/tools-page";
import { pageMeta } from "../lib/meta";
import { QueryProvider } from "../lib/query-provider";

export const meta = () =>
  pageMeta({
    title: "Tools & Utilities Hub",
    description: "Free Free Fire tools: stylish name, random UID, sensitivity settings and strong password generators.",
    path: "/tools",
  });

export default function ToolsRoute() {
  return (
    <QueryProvider>
      <ToolsPage />
    </QueryProvider>
  );
}
