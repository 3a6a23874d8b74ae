/**
 * The operator's identity as the site uses it: the values written in the site folder's site.yaml
 * (publishing/site-schema.ts reads and checks them) plus the fields derived from them. The browser
 * gets only the derived values: the Vite plugin (publishing/site-vite-plugin.ts) replaces
 * site.config.ts with them as JSON, so neither the file system nor the YAML and zod code ever
 * reach the browser.
 */

/** The languages the site is translated into (contracts/locales.ts's, written out: this file imports nothing). */
export type TranslatedLanguage = "hi" | "pt-BR" | "id" | "ar";

/**
 * The operator's own words in one of the site's other languages: each one left out shows the
 * English of site.yaml. `categories` names a blog category (as a post's front matter writes it, in
 * English) in that language.
 */
export type SiteWords = {
  tagline?: string | undefined;
  description?: string | undefined;
  featuredVideoTitle?: string | undefined;
  categories?: Record<string, string> | undefined;
};

/** What the operator writes in site.yaml (after validation); every derived field is left out. */
export type SiteIdentity = {
  siteUrl: string;
  siteName: string;
  displayName: string;
  shortName: string;
  tagline: string;
  description: string;
  avatar: { src: string; width: number; height: number };
  locale: string;
  themeColor: string;
  links: {
    businessEmail: string;
    whatsappChat: string;
    whatsappChannel: string;
    telegramChat: string;
    telegramChannel: string;
    vipTelegramGroup: string;
    youtube: string;
    instagram: string;
    discord: string;
    reddit: string;
    linkedin: string;
    x: string;
    facebook: string;
    codeHosting: string;
    archivedSite: string;
  };
  featuredVideo: { title: string; url: string };
  ads: { client: string; slot: string };
  analyticsPath: string;
  languages: Partial<Record<TranslatedLanguage, SiteWords>>;
};

/** "@name" from a t.me link, so the handle the VIP message names is always the chat link's. */
export function telegramHandleOf(url: string): string {
  const name = /^https:\/\/t\.me\/([A-Za-z0-9_]+)\/?$/.exec(url)?.[1];
  if (!name) throw new Error(`links.telegramChat must look like https://t.me/your_name (got ${url})`);
  return `@${name}`;
}

/**
 * The operator's words on a page in `locale`: its own where site.yaml gives them, else the
 * English, flagged `english` so the page can mark it lang="en".
 */
export function siteWords(site: Pick<SiteIdentity, "tagline" | "description" | "featuredVideo" | "languages">, locale: string) {
  const own: SiteWords = site.languages[locale as TranslatedLanguage] ?? {};
  const word = (translated: string | undefined, english: string) => ({ text: translated ?? english, english: translated === undefined && locale !== "en" });
  return {
    tagline: word(own.tagline, site.tagline),
    description: own.description ?? site.description,
    featuredVideoTitle: word(own.featuredVideoTitle, site.featuredVideo.title),
    category: (name: string) => word(own.categories?.[name], name),
  };
}

/** The identity with its derived fields: the shape every page, the prerender and the server read. */
export function deriveSiteConfig(identity: SiteIdentity) {
  const { avatar, links, featuredVideo } = identity;
  return {
    ...identity,
    /** The alt text names the person, so it changes with the name. */
    avatar: { src: avatar.src, alt: `Avatar of ${identity.displayName}`, width: avatar.width, height: avatar.height },
    /** The Telegram handle named in the likes tool's VIP message: derived from links.telegramChat. */
    telegramHandle: telegramHandleOf(links.telegramChat),
    featuredVideo: {
      /** Shown as a link card (no third-party iframe on first load, which keeps pages fast). */
      title: featuredVideo.title,
      /** The video's own URL when given, else the channel's videos page. */
      url: featuredVideo.url || `${links.youtube}/videos`,
      channelUrl: links.youtube,
    },
  };
}

export type SiteConfig = ReturnType<typeof deriveSiteConfig>;
