import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN_MIN_LENGTH } from "../../contracts/admin";
import { parseConfig } from "../config";
import { strongAdminToken } from "./admin-token";

describe("npm run admin:token", () => {
  it("prints a fresh 256-bit token each time that the config accepts", () => {
    const tokens = new Set(Array.from({ length: 100 }, strongAdminToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);
    expect(parseConfig({ ADMIN_TOKEN: [...tokens][0] }).adminToken).toBe([...tokens][0]);
  });

  it("runs as a command and prints only the token", () => {
    const out = execFileSync("npx", ["tsx", "server/cli/admin-token.ts"], { encoding: "utf8" });
    expect(out).toMatch(/^[\w-]{43}\n$/);
    expect(out.trim().length).toBeGreaterThanOrEqual(ADMIN_TOKEN_MIN_LENGTH);
  });
});
