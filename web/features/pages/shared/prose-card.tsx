/** A page's statement (mission, philosophy) as one readable card of paragraphs. */
export function ProseCard({ paragraphs, centered = false }: { paragraphs: readonly string[]; centered?: boolean }) {
  return (
    <div className={`card mx-auto grid max-w-3xl gap-3 p-6 text-lg leading-relaxed ${centered ? "text-center" : ""}`}>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}
