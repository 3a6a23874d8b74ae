/**
 * The offline page: plain HTML with the site's stylesheet and no script, written by the build to
 * /offline and shown by the service worker for a page it has not saved. With no script it needs no
 * CSP hash, and it cannot hydrate into the wrong route at the address the visitor asked for.
 * Lives under web/ so Tailwind sees its classes.
 */
export const OFFLINE_TEXT = {
  title: "You are offline",
  body: "This page has not been saved on this device yet. Check your connection and try again.",
  savedHeading: "These work without a connection once you have visited the site:",
  retry: "Try again",
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

export function offlinePageHtml(opts: { siteName: string; themeColor: string; stylesheets: readonly string[]; lang: string }): string {
  const css = opts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("");
  const links = OFFLINE_LINKS.map((l) => `<li><a class="btn btn-outline" href="${l.href}">${escapeHtml(l.label)}</a></li>`).join("");
  return `<!DOCTYPE html>
<html lang="${escapeHtml(opts.lang)}" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${escapeHtml(opts.themeColor)}"><meta name="robots" content="noindex">
<title>${escapeHtml(`${OFFLINE_TEXT.title} | ${opts.siteName}`)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">${css}</head>
<body class="font-sans antialiased"><main id="main" class="mx-auto grid max-w-xl gap-6 p-8 text-center" data-testid="offline-page">
<p class="text-lg font-bold text-brand-500">${escapeHtml(opts.siteName)}</p>
<h1 class="text-3xl font-extrabold">${escapeHtml(OFFLINE_TEXT.title)}</h1>
<p class="text-muted">${escapeHtml(OFFLINE_TEXT.body)}</p>
<p><a class="btn btn-primary" href="">${escapeHtml(OFFLINE_TEXT.retry)}</a></p>
<section class="card grid gap-3 p-5"><h2 class="font-semibold">${escapeHtml(OFFLINE_TEXT.savedHeading)}</h2>
<ul class="flex flex-wrap justify-center gap-2">${links}</ul></section>
</main></body></html>
`;
}
