/**
 * The offline page: plain HTML with the site's stylesheet, written by the build to /offline and shown
 * by the service worker for a page it has not saved. Its one script puts the visitor's stored theme
 * on <html> (allowed by its hash like every page's inline scripts, scripts/postbuild.ts); there is
 * no app script, so it cannot hydrate into the wrong route at the address the visitor asked for.
 * Lives under web/ so Tailwind sees its classes.
 */
import { OFFLINE_PATH } from "../../contracts/pwa";
import { THEME_SCRIPT } from "../shell/boot-script";

export const OFFLINE_TEXT = {
  title: "You are offline",
  body: "This page has not been saved on this device yet. Check your connection and try again.",
  savedHeading: "These work without a connection once you have visited the site:",
  retry: "Try again",
  description: "You are offline. The games, the utilities and the pages you have visited still work on this device.",
} as const;

export const OFFLINE_LINKS: readonly { href: string; label: string }[] = [
  { href: "/games", label: "Games" },
  { href: "/utility-tools", label: "Utilities" },
  { href: "/tools", label: "Tools" },
  { href: "/", label: "Home" },
];

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function offlinePageHtml(opts: { siteName: string; siteUrl: string; themeColor: string; stylesheets: readonly string[]; lang: string }): string {
  const title = `${OFFLINE_TEXT.title} | ${opts.siteName}`;
  const url = new URL(OFFLINE_PATH, opts.siteUrl).toString();
  const image = new URL("/og-image.png", opts.siteUrl).toString();
  // The same sharing tags as every other page (web/lib/meta.ts), so a shared link never comes out bare.
  const sharing = [
    ["property", "og:site_name", opts.siteName],
    ["property", "og:title", title],
    ["property", "og:description", OFFLINE_TEXT.description],
    ["property", "og:type", "website"],
    ["property", "og:url", url],
    ["property", "og:image", image],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", OFFLINE_TEXT.description],
    ["name", "twitter:image", image],
  ]
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value!)}">`)
    .join("");
  const css = opts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("");
  const links = OFFLINE_LINKS.map((l) => `<li><a class="btn btn-outline" href="${l.href}">${escapeHtml(l.label)}</a></li>`).join("");
  return `<!DOCTYPE html>
<html lang="${escapeHtml(opts.lang)}" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${escapeHtml(opts.themeColor)}"><meta name="robots" content="noindex"><script>${THEME_SCRIPT}</script>
<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(OFFLINE_TEXT.description)}">${sharing}<link rel="icon" href="/favicon.svg" type="image/svg+xml">${css}</head>
<body class="font-sans antialiased"><main id="main" class="mx-auto grid max-w-xl gap-6 p-8 text-center" data-testid="offline-page">
<p class="text-lg font-bold text-brand-700 dark:text-brand-400">${escapeHtml(opts.siteName)}</p>
<h1 class="text-3xl font-extrabold">${escapeHtml(OFFLINE_TEXT.title)}</h1>
<p class="text-muted">${escapeHtml(OFFLINE_TEXT.body)}</p>
<p><a class="btn btn-primary" href="">${escapeHtml(OFFLINE_TEXT.retry)}</a></p>
<section class="card grid gap-3 p-5"><h2 class="font-semibold">${escapeHtml(OFFLINE_TEXT.savedHeading)}</h2>
<ul class="flex flex-wrap justify-center gap-2">${links}</ul></section>
</main></body></html>
`;
}
