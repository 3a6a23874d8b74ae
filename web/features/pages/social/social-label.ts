import type { SocialPlatform } from "../../../content/social";

/**
 * The button label of a social card (spec 2 "Social page"): Join Channel (WhatsApp), Subscribe Now
 * (YouTube), Follow Me (Instagram), Join (any Telegram link), Join Server (Discord), Follow on
 * Reddit, Connect Now (LinkedIn), otherwise Follow Me.
 */
export function socialButtonLabel(platform: SocialPlatform): string {
  switch (platform) {
    case "whatsapp":
      return "Join Channel";
    case "youtube":
      return "Subscribe Now";
    case "telegram":
      return "Join";
    case "discord":
      return "Join Server";
    case "reddit":
      return "Follow on Reddit";
    case "linkedin":
      return "Connect Now";
    default:
      return "Follow Me";
  }
}
