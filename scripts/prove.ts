/**
 * `npm run prove`: the long reliability and security proof (docs/proofs.md). Runs every part in
 * scripts/prove/parts.ts against loopback targets with bounded request counts, prints one
 * summary table and writes it to bench/prove-results.json. Exits 1 when any row misses its target.
 *
 *   npm run prove                 # every part
 *   PROVE_ONLY=fuzz,faults npm run prove
 */
import { mkdir, writeFile } from "node:fs/promises";
import { PARTS } from "./prove/parts";
import type { ProveRow } from "./prove/types";

export function formatTable(rows: readonly ProveRow[]): string {
  const header = ["part", "check", "target", "measured", "result"];
  const body = rows.map((r) => [r.part, r.check, r.target, r.measured, r.ok ? "ok" : "MISSED"]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...body.map(line)].join("\n");
}

async function main() {
  const only = process.env.PROVE_ONLY?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const parts = only ? PARTS.filter((p) => only.includes(p.name)) : PARTS;
  if (parts.length === 0) throw new Error(`No proof part to run (known: ${PARTS.map((p) => p.name).join(", ") || "none"})`);
  const rows: ProveRow[] = [];
  for (const part of parts) {
    const started = Date.now();
    console.error(`prove: ${part.name}…`);
    try {
      rows.push(...(await part.run()));
    } catch (err) {
      rows.push({ part: part.name, check: "part ran to the end", target: "no crash", measured: String(err instanceof Error ? err.message : err), ok: false });
    }
    console.error(`prove: ${part.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const table = formatTable(rows);
  console.log(table);
  await mkdir("bench", { recursive: true });
  await writeFile("bench/prove-results.json", JSON.stringify({ at: new Date().toISOString(), node: process.version, rows }, null, 2) + "\n");
  process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
