import { LegalPage } from "../features/legal/legal-page";
import { legalMeta, TERMS_PAGE } from "../features/legal/legal-messages";

export const meta = () => legalMeta(TERMS_PAGE);

export default function TermsRoute() {
  return <LegalPage page={TERMS_PAGE} />;
}
