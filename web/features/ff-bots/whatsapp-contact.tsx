import { MessageCircle } from "lucide-react";
import { siteConfig } from "../../../site.config";
import { botCardMessages } from "../../content/ff-bots";
import { useMessages } from "../../i18n/i18n";

export function WhatsAppButton({ className = "" }: { className?: string }) {
  const t = useMessages(botCardMessages);
  return (
    <a href={siteConfig.links.whatsappChat} target="_blank" rel="noopener noreferrer" className={`btn bg-emerald-700 text-white hover:bg-emerald-800 ${className}`}>
      <MessageCircle className="size-4" aria-hidden /> {t.whatsappButton}
    </a>
  );
}

/** The WhatsApp contact block at the foot of the bots pages. */
export function WhatsAppContact() {
  const t = useMessages(botCardMessages);
  return (
    <section aria-labelledby="whatsapp-contact-title" className="card flex flex-col items-center gap-3 p-6 text-center">
      <h2 id="whatsapp-contact-title" className="text-xl font-bold">
        {t.whatsappTitle}
      </h2>
      <p className="text-muted max-w-xl">{t.whatsappText}</p>
      <WhatsAppButton />
    </section>
  );
}
