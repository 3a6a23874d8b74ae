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
        </section>
      ))}
    </article>
  );
}
