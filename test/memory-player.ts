/**
 * A Memory Match player that remembers every card it has seen, for the browser checks that play a
 * whole match between two phones (e2e/rooms.spec.ts, scripts/prove/rooms-browser-games.ts).
 * `seen` maps a card's place to its symbol, `taken` holds the places of pairs already found.
 */
type Seen = ReadonlyMap<number, string>;

function unseen(seen: Seen, cards: number): number {
  const place = [...Array(cards).keys()].find((i) => !seen.has(i));
  if (place === undefined) throw new Error("every card has been seen");
  return place;
}

/** The first card of a turn: one of a pair already seen and not yet taken, else a card not seen yet. */
export function firstFlip(seen: Seen, taken: ReadonlySet<number>, cards = 16): number {
  const known = [...seen].filter(([i]) => !taken.has(i));
  const pair = known.find(([i, s]) => known.some(([j, t]) => j !== i && t === s));
  return pair ? pair[0] : unseen(seen, cards);
}

/** The second card, once the first is face up: its twin if seen before, else a card not seen yet. */
export function secondFlip(seen: Seen, taken: ReadonlySet<number>, first: number, cards = 16): number {
  const symbol = seen.get(first);
  const twin = [...seen].find(([j, s]) => j !== first && s === symbol && !taken.has(j));
  return twin ? twin[0] : unseen(seen, cards);
}
