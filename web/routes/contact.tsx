import { CONTACT_CONTENT } from "../content/contact";
import { ContactPage } from "../features/pages/contact/contact-page";
import { pageMeta, routeMeta } from "../lib/meta";

export const meta = routeMeta(() => pageMeta({ ...CONTACT_CONTENT.get().meta, path: "/contact" }));

export default function ContactRoute() {
  return <ContactPage />;
}
