import type { InfoCard } from "../../../content/page-types";

/** Column layouts for the grids the pages use (mobile first). */
const GRIDS = {
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  /** Short cards (a name and a few words): two per row even on a phone. */
  compact: "grid-cols-2 sm:grid-cols-4",
} as const;

/** A grid of small cards: a decorative emoji, a title and a line of text. */
export function InfoCards({ items, layout = 4 }: { items: readonly InfoCard[]; layout?: keyof typeof GRIDS }) {
  return (
    <ul className={`grid gap-4 ${GRIDS[layout]}`}>
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
