import { DEFAULT_LOCALE, localizedPath } from "../../../contracts/locales";
import { fillLegalText, legalDate, legalDocument } from "../../content/legal";
import { useLocale, useMessages } from "../../i18n/i18n";
import { legalCountMessages, legalPageMessages, type LegalPageContent } from "./legal-messages";

/**
 * A legal page (terms, disclaimer, privacy policy) in the page's language. A translated page says
 * first that the English text prevails, with a link to it: a full page load, since the language
 * is the document's.
 *
 * The date and the paragraphs carry numbers, lists and dates formatted by the browser's `Intl`,
 * whose data can differ a little from the prerender's (a month's spelling, a digit system): the
 * prerendered text then stays rather than failing hydration (suppressHydrationWarning).
 */
export function LegalPage<K extends string>({ page }: { page: LegalPageContent<K> }) {
  const code = useLocale();
  const t = useMessages(page.messages);
  const ui = useMessages(legalPageMessages);
  const counts = useMessages(legalCountMessages);
  const { source } = page;
  const doc = legalDocument(source.layout, t, source.values(code, counts), legalDate(source.lastUpdated, code));
  return (
    <article className="mx-auto max-w-3xl">
      {code !== DEFAULT_LOCALE && (
        <p role="note" data-testid="legal-translation-notice" className="card mb-6 border-brand-500/60 p-3 text-sm leading-relaxed">
          {ui.translationNotice}{" "}
          <a href={localizedPath(source.path, DEFAULT_LOCALE)} hrefLang="en" className="font-medium text-brand-600 underline underline-offset-4 dark:text-brand-400">
            {ui.englishVersion}
          </a>
        </p>
      )}
      <header className="mb-8">
        <h1 className="text-3xl font-bold sm:text-4xl">{doc.title}</h1>
        <p className="text-muted mt-2" suppressHydrationWarning>
          {fillLegalText(ui.lastUpdated, { date: doc.lastUpdated })}
        </p>
      </header>
      <p className="mb-6 leading-relaxed" suppressHydrationWarning>
        {doc.intro}
      </p>
      {doc.sections.map((section, i) => (
        <section key={i} className="mb-6">
          <h2 className="mb-2 text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((p, j) => (
            <p key={j} className="text-muted mb-3 leading-relaxed" suppressHydrationWarning>
              {p}
            </p>
          ))}
          {section.links && (
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {section.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="font-medium text-brand-600 underline underline-offset-4 dark:text-brand-400"
                    {...(link.href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
