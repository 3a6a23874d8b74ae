import type { LegalDocument } from "../../content/legal";

export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl">
      <header className="mb-8">
        <h1 className="text-3xl font-bold sm:text-4xl">{doc.title}</h1>
        <p className="text-muted mt-2">Last updated: {doc.lastUpdated}</p>
      </header>
      <p className="mb-6 leading-relaxed">{doc.intro}</p>
      {doc.sections.map((section) => (
        <section key={section.heading} className="mb-6">
          <h2 className="mb-2 text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className="text-muted mb-3 leading-relaxed">
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
