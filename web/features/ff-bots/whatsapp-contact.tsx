import { MessageCircle } from "lucide-react";
import { siteConfig } from "../../../site.config";
import { WHATSAPP_CONTACT } from "../../content/ff-bots";

export function WhatsAppButton({ className = "" }: { className?: string }) {
  return (
    <a href={siteConfig.links.whatsappChat} target="_blank" rel="noopener noreferrer" className={`btn bg-emerald-700 text-white hover:bg-emerald-800 ${className}`}>
      <MessageCircle className="size-4" aria-hidden /> {WHATSAPP_CONTACT.button}
    </a>
  );
}

/** The WhatsApp contact block at the foot of the bots pages. */
export function WhatsAppContact() {
  return (
    <section aria-labelledby="whatsapp-contact-title" className="card flex flex-col items-center gap-3 p-6 text-center">
      <h2 id="whatsapp-contact-title" className="text-xl font-bold">
        {WHATSAPP_CONTACT.title}
      </h2>
      <p className="text-muted max-w-xl">{WHATSAPP_CONTACT.text}</p>
      <WhatsAppButton />
    </section>
  );
}
