import { LegalPage } from "../features/legal/legal-page";
import { routeMeta } from "../lib/meta";
import { legalMeta, TERMS_PAGE } from "../features/legal/legal-messages";

export const meta = routeMeta(() => legalMeta(TERMS_PAGE));

export default function TermsRoute() {
  return <LegalPage page={TERMS_PAGE} />;
}
