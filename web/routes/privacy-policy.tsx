import { PRIVACY, PRIVACY_META } from "../content/privacy";
import { LegalPage } from "../features/legal/legal-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ ...PRIVACY_META, path: "/privacy-policy" });

export default function PrivacyPolicyRoute() {
  return <LegalPage doc={PRIVACY} />;
}
