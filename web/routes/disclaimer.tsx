import { LegalPage } from "../features/legal/legal-page";
import { DISCLAIMER_PAGE, legalMeta } from "../features/legal/legal-messages";

export const meta = () => legalMeta(DISCLAIMER_PAGE);

export default function DisclaimerRoute() {
  return <LegalPage page={DISCLAIMER_PAGE} />;
}
