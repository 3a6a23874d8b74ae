/** The reusable contact cards block. Links come from site.config.ts. */
import { count } from "@nanostores/i18n";
import { FREE_USES_PER_DAY } from "../../contracts/site-routes";
import { defineMessages, useMessages } from "../i18n/i18n";

export const GROUP_JOIN_CARD = {
  title: "Join Our Community",
  text: "Get news about new bots, giveaways and tips before anyone else, and chat with other players.",
  button: "Join the Telegram Channel",
} as const;

export const VIP_CARD = {
  title: "Go VIP",
  text: "VIP members get unlimited daily uses, priority support and early access to new tools.",
  limit: `Free users are limited to ${FREE_USES_PER_DAY} use per day per IP address.`,
  button: "Get VIP on Telegram",
} as const;

/** The block's texts in every language (messages "pages-contact-cards"); `vipLimit(FREE_USES_PER_DAY)`. */
export const contactCardsMessages = defineMessages("pages-contact-cards", {
  label: "Community",
  groupTitle: GROUP_JOIN_CARD.title,
  groupText: GROUP_JOIN_CARD.text,
  groupButton: GROUP_JOIN_CARD.button,
  vipTitle: VIP_CARD.title,
  vipText: VIP_CARD.text,
  vipLimit: count({ one: "Free users are limited to {count} use per day per IP address.", other: "Free users are limited to {count} uses per day per IP address." }),
  vipButton: VIP_CARD.button,
});

/** The block's texts in the page's language (web/lib reaches the texts through content/). */
export function useContactCardsMessages() {
  return useMessages(contactCardsMessages);
}
