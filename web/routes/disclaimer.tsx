import { DISCLAIMER } from "../content/legal";
import { LegalPage } from "../features/legal/legal-page";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Disclaimer",
    description: "What the site's tools, games, AI assistant and articles can and cannot promise.",
    path: "/disclaimer",
  });

export default function DisclaimerRoute() {
  return <LegalPage doc={DISCLAIMER} />;
}
