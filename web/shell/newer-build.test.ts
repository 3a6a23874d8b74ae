import { describe, expect, it } from "vitest";
import { manifestVersionOf, servesNewerBuild } from "./newer-build";

const page = (version: string) => `<html><head><link rel="modulepreload" href="/assets/manifest-${version}.js"/></head></html>`;
const answer =
  (status: number, body: string): typeof fetch =>
  async () =>
    new Response(body, { status });

describe("whether the server now serves another build than the page's", () => {
  it("reads the manifest version a page names", () => {
    expect(manifestVersionOf(page("3fbf17ac"))).toBe("3fbf17ac");
    expect(manifestVersionOf("<html></html>")).toBeUndefined();
  });

  it("is true only when the address's page names another build's manifest", async () => {
    expect(await servesNewerBuild("/blog/x", "3fbf17ac", answer(200, page("9c0ffee1")))).toBe(true);
    expect(await servesNewerBuild("/blog/x", "3fbf17ac", answer(404, page("9c0ffee1")))).toBe(true);
    // The same build: a failure of this build's own, shown as an error (no reload loop).
    expect(await servesNewerBuild("/blog/x", "3fbf17ac", answer(200, page("3fbf17ac")))).toBe(false);
    // A server that fails, answers no page, or cannot be reached: no reload.
    expect(await servesNewerBuild("/blog/x", "3fbf17ac", answer(503, page("9c0ffee1")))).toBe(false);
    expect(await servesNewerBuild("/blog/x", "3fbf17ac", answer(200, "{}"))).toBe(false);
    expect(await servesNewerBuild("/blog/x", "3fbf17ac", () => Promise.reject(new TypeError("offline")))).toBe(false);
    // A page that does not know its own build never reloads.
    expect(await servesNewerBuild("/blog/x", undefined, answer(200, page("9c0ffee1")))).toBe(false);
  });
});
