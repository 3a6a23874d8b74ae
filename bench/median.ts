/**
 * The middle of several runs, which every bench script reports. A module of its own so the
 * measuring scripts (lighthouse.ts) and the report that imports their row types (report.ts) do not
 * import each other.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of nothing");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
