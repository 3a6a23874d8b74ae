import { CONTACT_META } from "../content/contact";
import { ContactPage } from "../features/pages/contact/contact-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ ...CONTACT_META, path: "/contact" });

export default function ContactRoute() {
  return <ContactPage />;
}
