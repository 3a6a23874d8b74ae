import type { InfoCard } from "../../../content/page-types";

const COLUMNS = { 3: "sm:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** A grid of small cards: a decorative emoji, a title and a line of text. */
export function InfoCards({ items, columns = 4 }: { items: readonly InfoCard[]; columns?: keyof typeof COLUMNS }) {
  return (
    <ul className={`grid gap-4 ${COLUMNS[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className="card p-5 text-center">
          <span className="text-4xl" aria-hidden>
            {item.emoji}
          </span>
          <h3 className="mt-3 text-lg font-semibold">{item.title}</h3>
          <p className="text-muted mt-1 text-sm leading-relaxed">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
