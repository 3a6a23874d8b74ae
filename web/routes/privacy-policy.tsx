import { LegalPage } from "../features/legal/legal-page";
import { legalMeta, PRIVACY_PAGE } from "../features/legal/legal-messages";

export const meta = () => legalMeta(PRIVACY_PAGE);

export default function PrivacyPolicyRoute() {
  return <LegalPage page={PRIVACY_PAGE} />;
}
