import { TERMS } from "../content/legal";
import { LegalPage } from "../features/legal/legal-page";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Terms and Conditions",
    description: "The rules for using the site and its free tools: fair daily use, VIP access, minimum age 13.",
    path: "/terms-conditions",
  });

export default function TermsRoute() {
  return <LegalPage doc={TERMS} />;
}
