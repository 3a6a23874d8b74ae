import { SOCIAL_CONTENT, type SocialPlatform } from "../../../content/social";

type ButtonLabels = Readonly<Record<"whatsapp" | "youtube" | "telegram" | "discord" | "reddit" | "linkedin" | "other", string>>;

/**
 * The button label of a social card: Join Channel (WhatsApp), Subscribe Now
 * (YouTube), Follow Me (Instagram), Join (any Telegram link), Join Server (Discord), Follow on
 * Reddit, Connect Now (LinkedIn), otherwise Follow Me; in the page's language when given its labels.
 */
export function socialButtonLabel(platform: SocialPlatform, labels: ButtonLabels = SOCIAL_CONTENT.tree.buttons): string {
  switch (platform) {
    case "whatsapp":
    case "youtube":
    case "telegram":
    case "discord":
    case "reddit":
    case "linkedin":
      return labels[platform];
    default:
      return labels.other;
  }
}
