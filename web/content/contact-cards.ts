/** The reusable contact cards block (spec 2 "Contact cards block"). Links come from site.config.ts. */
import { FREE_USES_PER_DAY } from "../../contracts/site-routes";

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
