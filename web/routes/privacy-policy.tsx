import { LegalPage } from "../features/legal/legal-page";
import { routeMeta } from "../lib/meta";
import { legalMeta, PRIVACY_PAGE } from "../features/legal/legal-messages";

export const meta = routeMeta(() => legalMeta(PRIVACY_PAGE));

export default function PrivacyPolicyRoute() {
  return <LegalPage page={PRIVACY_PAGE} />;
}
