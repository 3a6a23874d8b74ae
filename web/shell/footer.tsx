import { Link } from "react-router";
import { siteConfig } from "../../site.config";
import { siteWords } from "../../publishing/site-identity";
import { defineMessages, useLocale, useLocalePath, useMessages } from "../i18n/i18n";
import { LanguageSection } from "./language-switcher";

export const footerMessages = defineMessages("shell-footer", {
  legal: "Legal",
  privacy: "Privacy Policy",
  terms: "Terms & Conditions",
  disclaimer: "Disclaimer",
});

const LEGAL_LINKS = [
  { path: "/privacy-policy", key: "privacy" },
  { path: "/terms-conditions", key: "terms" },
  { path: "/disclaimer", key: "disclaimer" },
] as const;

export function Footer() {
  const t = useMessages(footerMessages);
  const to = useLocalePath();
  const locale = useLocale();
  const { tagline } = siteWords(siteConfig, locale);
  return (
    <footer className="mt-10 border-t border-[var(--border)] py-6 text-sm">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 sm:flex-row">
        {/* The tagline is the site's own line (site.yaml): in the page's language where site.yaml gives it, else English. */}
        <p className="text-muted">
          © {new Date().getFullYear()} {siteConfig.displayName}. <span lang={tagline.english ? "en" : undefined}>{tagline.text}</span>
        </p>
        <nav aria-label={t.legal}>
          <ul className="flex flex-wrap gap-4">
            {LEGAL_LINKS.map((l) => (
              <li key={l.path}>
                <Link to={to(l.path)} className="underline-offset-4 hover:underline">
                  {t[l.key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/* Every page, every screen: the languages (on a phone, an English page's only switcher). */}
      <LanguageSection inline className="mx-auto mt-4 flex max-w-6xl flex-wrap items-center justify-center gap-x-2 px-4" />
    </footer>
  );
}
