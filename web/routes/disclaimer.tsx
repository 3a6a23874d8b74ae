import { LegalPage } from "../features/legal/legal-page";
import { routeMeta } from "../lib/meta";
import { DISCLAIMER_PAGE, legalMeta } from "../features/legal/legal-messages";

export const meta = routeMeta(() => legalMeta(DISCLAIMER_PAGE));

export default function DisclaimerRoute() {
  return <LegalPage page={DISCLAIMER_PAGE} />;
}
