/**
 * The operator's identity. Everything the site says about its creator, and every outward link,
 * comes from here (and from the typed files in web/content/), so another creator can make the
 * site theirs by editing data. No secrets here: this file is bundled into the browser.
 * The values below are neutral samples, not a real person.
 */
const displayName = "Alex Creator";
const links = {
  businessEmail: "hello@example-creator.dev",
  whatsappChat: "https://wa.me/10000000000",
  whatsappChannel: "https://whatsapp.com/channel/EXAMPLECHANNEL",
  telegramChat: "https://t.me/example_creator",
  telegramChannel: "https://t.me/example_creator_channel",
  vipTelegramGroup: "https://t.me/example_creator_vip",
  youtube: "https://www.youtube.com/@example-creator",
  instagram: "https://www.instagram.com/example.creator",
  discord: "https://discord.gg/example",
  reddit: "https://www.reddit.com/user/example_creator",
  linkedin: "https://www.linkedin.com/in/example-creator",
  x: "https://x.com/example_creator",
  facebook: "https://www.facebook.com/example.creator",
  codeHosting: "https://github.com/example-creator",
  archivedSite: "https://old.example-creator.dev",
} as const;

/** "@name" from a t.me link, so the handle the VIP message names is always the chat link's. */
export function telegramHandleOf(url: string): string {
  const name = /^https:\/\/t\.me\/([A-Za-z0-9_]+)\/?$/.exec(url)?.[1];
  if (!name) throw new Error(`site.config.ts: links.telegramChat must look like https://t.me/your_name (got ${url})`);
  return `@${name}`;
}

export const siteConfig = {
  /** Absolute origin used for canonical URLs, Open Graph, RSS and the sitemap. */
  siteUrl: "https://example-creator.dev",
  siteName: "Creator Hub",
  displayName,
  shortName: "Alex",
  tagline: "Developer • Gamer • Video Creator",
  description:
    "Portfolio and community hub of a developer, gamer and video creator: free Free Fire tools, browser mini-games, utilities and a blog.",
  avatar: { src: "/avatar.svg", alt: `Avatar of ${displayName}`, width: 160, height: 160 },
  locale: "en",
  themeColor: "#0b0f19",
  links,
  /** The Telegram handle named in the likes tool's VIP message: derived from links.telegramChat. */
  telegramHandle: telegramHandleOf(links.telegramChat),
  featuredVideo: {
    /** Shown as a link card (no third-party iframe on first load, which keeps pages fast). */
    title: "Free Fire headshot training: 10 minutes a day",
    /** A video's own URL, or leave the channel's videos page derived from links.youtube. */
    url: `${links.youtube}/videos`,
    channelUrl: links.youtube,
  },
  /** Ad network ids; leave empty to show no ads and load no ad script. */
  ads: { client: "", slot: "" },
  /** Path of a same-origin analytics script; leave empty for none. */
  analyticsPath: "",
} as const;

export type SiteConfig = typeof siteConfig;
