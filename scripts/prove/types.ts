/**
 * One line of `npm run prove`'s summary table: a claim, what was measured against it, and
 * whether the measurement met it. Every part of the proof (scripts/prove/<part>.ts) returns
 * a list of these; scripts/prove.ts runs the parts in order and prints the table.
 */
export type ProveRow = {
  /** The part that produced it, e.g. "fuzz", "contention", "faults", "durability", "headers". */
  part: string;
  /** What is claimed, in a few words: "likes: 200 concurrent, two instances". */
  check: string;
  /** What was measured, in a few words: "1 success, 199 refused (429)". */
  measured: string;
  /** The claim's target: "exactly 1 success". */
  target: string;
  ok: boolean;
};

export type ProvePart = {
  name: string;
  /** Runs the part against loopback targets only, with bounded request counts. */
  run: () => Promise<ProveRow[]>;
};
