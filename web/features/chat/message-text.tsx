/**
 * A chat message as text (never HTML). The site's own pages and the operator's links from
 * site.config.ts become links; anything else a model writes stays plain text, so a reply cannot
 * slip a foreign link into the page.
 */
import { Fragment } from "react";
import { Link } from "react-router";
import { SITE_PATHS } from "../../../contracts/site-knowledge";
import { siteConfig } from "../../../site.config";
import { useLocalePath } from "../../i18n/i18n";

export type TextPart = { kind: "text"; text: string } | { kind: "page"; path: string } | { kind: "url"; href: string; text: string };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const byLength = (a: string, b: string) => b.length - a.length;

const PAGES = SITE_PATHS.filter((p) => p !== "/").sort(byLength);
const URLS = [...new Set(Object.values(siteConfig.links))].filter((u) => /^https?:\/\//.test(u)).sort(byLength);
const EMAIL = siteConfig.links.businessEmail;

// A page path stands alone (not inside a URL or a longer path); a URL or email ends at a word boundary.
const PATTERN = new RegExp(
  [`(?<![\\w/.:-])(${PAGES.map(escape).join("|")})(?![\\w/-])`, `(${URLS.map(escape).join("|")})(?![\\w/-])`, `(?<![\\w.+-])(${escape(EMAIL)})(?![\\w-])`].join("|"),
  "g",
);

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(PATTERN)) {
    const at = m.index;
    if (at > last) parts.push({ kind: "text", text: text.slice(last, at) });
    if (m[1]) parts.push({ kind: "page", path: m[1] });
    else if (m[2]) parts.push({ kind: "url", href: m[2], text: m[2] });
    else if (m[3]) parts.push({ kind: "url", href: `mailto:${m[3]}`, text: m[3] });
    last = at + m[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

const LINK_CLASS = "font-semibold underline decoration-2 underline-offset-2";

/** Pages link in the page's language: /games on a Hindi page opens /hi/games. */
export function MessageText({ text }: { text: string }) {
  const to = useLocalePath();
  return (
    <>
      {splitLinks(text).map((part, i) => {
        if (part.kind === "text") return <Fragment key={i}>{part.text}</Fragment>;
        if (part.kind === "page")
          return (
            <Link key={i} to={to(part.path)} className={LINK_CLASS}>
              {part.path}
            </Link>
          );
        const external = !part.href.startsWith("mailto:");
        return (
          <a key={i} href={part.href} className={LINK_CLASS} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}
