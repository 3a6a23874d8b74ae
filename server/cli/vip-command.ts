/**
 * The operator's VIP commands as a function of (arguments, service, output), so they are tested
 * without a process; server/cli/vip.ts only opens the database and calls this.
 */
import { parseArgs } from "node:util";
import { MAX_NOTE_LENGTH, MAX_VIP_DAYS, type VipCodeSummary, type VipService } from "../modules/vip/service";

export const VIP_USAGE = `Usage:
  npm run vip -- issue --days N [--note "who it is for"]   issue a code valid for N days (1-${MAX_VIP_DAYS})
  npm run vip -- list                                       list codes (the codes themselves are never stored)
  npm run vip -- revoke CODE_OR_ID                          revoke a code, by the code or by the id from list`;

export class UsageError extends Error {}

/** "2025-06-01 10:00 UTC": the operator reads these in a terminal. */
export function formatUtc(date: Date | null): string {
  return date ? `${date.toISOString().slice(0, 16).replace("T", " ")} UTC` : "-";
}

function table(rows: VipCodeSummary[]): string {
  const header = ["id", "status", "expires", "uses", "last used", "note"];
  const cells = rows.map((r) => [String(r.id), r.status, formatUtc(r.expiresAt), String(r.uses), formatUtc(r.lastUsedAt), r.note]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => (i === 0 || i === 3 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), ...cells.map(line)].join("\n");
}

/** Runs one command; returns the process exit code. */
export async function runVipCommand(argv: string[], service: VipService, print: (line: string) => void): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "issue": {
      const { values } = parseArgs({ args: rest, options: { days: { type: "string" }, note: { type: "string", default: "" } } });
      const days = Number(values.days);
      if (!values.days || !Number.isInteger(days) || days < 1 || days > MAX_VIP_DAYS) {
        throw new UsageError(`--days must be a whole number from 1 to ${MAX_VIP_DAYS}`);
      }
      const note = values.note ?? "";
      if (note.length > MAX_NOTE_LENGTH) throw new UsageError(`--note must be at most ${MAX_NOTE_LENGTH} characters`);
      const { id, code, expiresAt } = await service.issue({ days, note });
      print(`VIP code #${id} issued, valid until ${formatUtc(expiresAt)}${note ? ` (${note})` : ""}:`);
      print("");
      print(`    ${code}`);
      print("");
      print("It is shown only this once (only its SHA-256 is stored). The visitor enters it on the likes page.");
      return 0;
    }
    case "list": {
      if (rest.length) throw new UsageError("list takes no arguments");
      const rows = await service.list();
      print(rows.length ? table(rows) : "No VIP codes yet. Issue one with: npm run vip -- issue --days 30");
      return 0;
    }
    case "revoke": {
      const [target, ...extra] = rest;
      if (!target || extra.length) throw new UsageError("revoke takes one code or id");
      const result = await service.revoke(target);
      if (!result) {
        print("No VIP code matches that code or id.");
        return 1;
      }
      print(result.alreadyRevoked ? `VIP code #${result.id} was already revoked.` : `VIP code #${result.id} revoked.`);
      return 0;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : "No command given.");
  }
}
