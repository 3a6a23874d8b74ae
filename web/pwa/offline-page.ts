/**
 * The offline page: plain HTML with the site's stylesheet, written by the build to /offline (and
 * /hi/offline, ... one per language) and shown by the service worker for a page it has not saved,
 * in the language of the address asked for. Its one script puts the visitor's stored theme on
 * <html> (allowed by its hash like every page's inline scripts, scripts/postbuild.ts); there is
 * no app script, so it cannot hydrate into the wrong route at the address the visitor asked for.
 * Lives under web/ so Tailwind sees its classes. Its texts are the i18n catalog's
 * (web/i18n/messages/<locale>/pwa-offline.json, checked by web/translations.test.ts), read here
 * at build time: the page has no script to load them.
 */
import { localizedPath, textDirection, type Locale } from "../../contracts/locales";
import { OFFLINE_PATH } from "../../contracts/pwa";
import ar from "../i18n/messages/ar/pwa-offline.json" with { type: "json" };
import hi from "../i18n/messages/hi/pwa-offline.json" with { type: "json" };
import id from "../i18n/messages/id/pwa-offline.json" with { type: "json" };
import ptBR from "../i18n/messages/pt-BR/pwa-offline.json" with { type: "json" };
import { THEME_SCRIPT } from "../shell/boot-script";

export const OFFLINE_TEXT = {
  title: "You are offline",
  body: "This page has not been saved on this device yet. Check your connection and try again.",
  savedHeading: "These work without a connection once you have visited the site:",
  retry: "Try again",
  description: "You are offline. The games, the utilities and the pages you have visited still work on this device.",
  games: "Games",
  utilities: "Utilities",
  tools: "Tools",
  home: "Home",
} as const;

type OfflineText = { readonly [K in keyof typeof OFFLINE_TEXT]: string };

/** A key missing from a language's file is a type error here. */
const TEXTS: Record<Locale, OfflineText> = { en: OFFLINE_TEXT, hi, "pt-BR": ptBR, id, ar };

export const OFFLINE_LINKS: readonly { href: string; label: keyof OfflineText }[] = [
  { href: "/games", label: "games" },
  { href: "/utility-tools", label: "utilities" },
  { href: "/tools", label: "tools" },
  { href: "/", label: "home" },
];

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The offline page in `locale`. `lang` is what its <html lang> says: the site's own language tag
 * (siteConfig.locale) for English, the language's code for the others.
 */
export function offlinePageHtml(opts: { siteName: string; siteUrl: string; themeColor: string; stylesheets: readonly string[]; lang: string; locale?: Locale }): string {
  const locale = opts.locale ?? "en";
  const T = TEXTS[locale];
  const title = `${T.title} | ${opts.siteName}`;
  const url = new URL(localizedPath(OFFLINE_PATH, locale), opts.siteUrl).toString();
  const image = new URL("/og-image.png", opts.siteUrl).toString();
  // The same sharing tags as every other page (web/lib/meta.ts), so a shared link never comes out bare.
  const sharing = [
    ["property", "og:site_name", opts.siteName],
    ["property", "og:title", title],
    ["property", "og:description", T.description],
    ["property", "og:type", "website"],
    ["property", "og:url", url],
    ["property", "og:image", image],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", T.description],
    ["name", "twitter:image", image],
  ]
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value!)}">`)
    .join("");
  const css = opts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("");
  const links = OFFLINE_LINKS.map((l) => `<li><a class="btn btn-outline" href="${localizedPath(l.href, locale)}">${escapeHtml(T[l.label])}</a></li>`).join("");
  return `<!DOCTYPE html>
<html lang="${escapeHtml(opts.lang)}" dir="${textDirection(locale)}" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${escapeHtml(opts.themeColor)}"><meta name="robots" content="noindex"><script>${THEME_SCRIPT}</script>
<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(T.description)}">${sharing}<link rel="icon" href="/favicon.svg" type="image/svg+xml">${css}</head>
<body class="font-sans antialiased"><main id="main" class="mx-auto grid max-w-xl gap-6 p-8 text-center" data-testid="offline-page">
<p class="text-lg font-bold text-brand-700 dark:text-brand-400">${escapeHtml(opts.siteName)}</p>
<h1 class="text-3xl font-extrabold">${escapeHtml(T.title)}</h1>
<p class="text-muted">${escapeHtml(T.body)}</p>
<p><a class="btn btn-primary" href="">${escapeHtml(T.retry)}</a></p>
<section class="card grid gap-3 p-5"><h2 class="font-semibold">${escapeHtml(T.savedHeading)}</h2>
<ul class="flex flex-wrap justify-center gap-2">${links}</ul></section>
</main></body></html>
`;
}
