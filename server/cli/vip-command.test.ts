import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type Database } from "../db/client";
import { createVipService, hashVipCode } from "../modules/vip/service";
import { formatUtc, runVipCommand, UsageError } from "./vip-command";

describe("npm run vip (command logic)", () => {
  let database: Database;
  const clock = new Date("2025-05-01T10:00:00Z");
  beforeAll(async () => {
    database = await openPglite("memory://");
  });
  afterAll(() => database.close());

  async function run(...argv: string[]): Promise<{ code: number; out: string }> {
    const lines: string[] = [];
    const code = await runVipCommand(argv, createVipService(database.db, { telegramHandle: "@op", now: () => clock }), (l) => lines.push(l));
    return { code, out: lines.join("\n") };
  }

  it("says how to start when there are no codes", async () => {
    expect(await run("list")).toEqual({ code: 0, out: "No VIP codes yet. Issue one with: npm run vip -- issue --days 30" });
  });

  it("issue prints the code once, with its id, expiry and note", async () => {
    const { code, out } = await run("issue", "--days", "30", "--note", "for Ravi");
    expect(code).toBe(0);
    expect(out).toContain("VIP code #1 issued, valid until 2025-05-31 10:00 UTC (for Ravi):");
    const issued = /VIP(-[A-Z0-9]{5}){5}/.exec(out)?.[0];
    expect(issued).toBeDefined();
    const [row] = await database.db.query.vipCodes.findMany();
    expect(row?.codeHash).toBe(hashVipCode(issued!));
  });

  it("list shows a table of codes without the codes", async () => {
    await run("issue", "--days", "1");
    const { out } = await run("list");
    expect(out.split("\n")).toEqual([
      "id  status  expires               uses  last used  note",
      " 2  active  2025-05-02 10:00 UTC     0  -",
      " 1  active  2025-05-31 10:00 UTC     0  -          for Ravi",
    ]);
  });

  it("revoke takes the id, says so once, and reports an unknown code with exit code 1", async () => {
    expect(await run("revoke", "2")).toEqual({ code: 0, out: "VIP code #2 revoked." });
    expect(await run("revoke", "2")).toEqual({ code: 0, out: "VIP code #2 was already revoked." });
    expect(await run("revoke", "VIP-NOPE")).toEqual({ code: 1, out: "No VIP code matches that code or id." });
    expect((await run("list")).out).toContain(" 2  revoked");
  });

  it.each([
    [["issue"], "--days must be a whole number from 1 to 3650"],
    [["issue", "--days", "0"], "--days must be a whole number from 1 to 3650"],
    [["issue", "--days", "3651"], "--days must be a whole number from 1 to 3650"],
    [["issue", "--days", "2.5"], "--days must be a whole number from 1 to 3650"],
    [["issue", "--days", "1", "--note", "x".repeat(201)], "--note must be at most 200 characters"],
    [["list", "extra"], "list takes no arguments"],
    [["revoke"], "revoke takes one code or id"],
    [["frobnicate"], 'Unknown command "frobnicate".'],
  ])("refuses %j with a usage error", async (argv, message) => {
    await expect(run(...argv)).rejects.toThrow(new UsageError(message));
  });

  it("formats dates for the terminal in UTC", () => {
    expect(formatUtc(new Date("2025-01-02T03:04:59Z"))).toBe("2025-01-02 03:04 UTC");
    expect(formatUtc(null)).toBe("-");
  });
});
