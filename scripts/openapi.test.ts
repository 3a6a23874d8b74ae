import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { OPENAPI_FILE, openApiText } from "./openapi";

describe("docs/openapi.json", () => {
  let expected = "";
  beforeAll(async () => {
    expected = await openApiText();
  });

  it("is what the routes' schemas give (run npm run openapi after changing a route or a contract)", async () => {
    const actual = await readFile(OPENAPI_FILE, "utf8").catch(() => "");
    // Compared as text, so a hand edit or a stale file fails too; the message says how to fix it.
    expect(actual === expected, "docs/openapi.json is out of date: run npm run openapi and commit the file").toBe(true);
  });

  it("documents every API route with its responses, and no page or asset route", () => {
    const document = JSON.parse(expected) as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    const paths = Object.keys(document.paths);
    expect(paths.every((p) => p.startsWith("/api/"))).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(["/api/ff-likes", "/api/chat", "/api/challenge/runs", "/api/blog/{slug}", "/api/admin/vip/{id}/revoke", "/api/health"]));
    for (const [p, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) expect(Object.keys(operation.responses ?? {}), `${method} ${p}`).not.toEqual([]);
    }
  });
});
