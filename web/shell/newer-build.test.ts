import { describe, expect, it } from "vitest";
import { BUILD_VERSION_PATH } from "../../contracts/build-version";
import { pageBuildVersion, servedVersionOf, servesNewerBuild } from "./newer-build";

const versionFile = (version: string) => JSON.stringify({ version });
const answer =
  (status: number, body: string): typeof fetch =>
  async () =>
    new Response(body, { status });

describe("the page's own build", () => {
  it("is the content of its build-version <meta>, and unknown without one", () => {
    const doc = new DOMParser().parseFromString('<html><head><meta name="build-version" content="3fbf17ac"></head></html>', "text/html");
    expect(pageBuildVersion(doc)).toBe("3fbf17ac");
    expect(pageBuildVersion(new DOMParser().parseFromString("<html><head></head></html>", "text/html"))).toBeUndefined();
    expect(pageBuildVersion(undefined)).toBeUndefined();
  });
});

describe("whether the server now serves another build than the page's", () => {
  it("reads the version a build-version file names", () => {
    expect(servedVersionOf(versionFile("9c0ffee1"))).toBe("9c0ffee1");
    expect(servedVersionOf("<html></html>")).toBeUndefined();
    expect(servedVersionOf('{"version":""}')).toBeUndefined();
    expect(servedVersionOf('{"version":7}')).toBeUndefined();
    expect(servedVersionOf("null")).toBeUndefined();
  });

  it("asks the server's build-version file, past the browser's cache", async () => {
    const asked: [string, RequestInit | undefined][] = [];
    const get: typeof fetch = async (url, init) => {
      asked.push([String(url), init]);
      return new Response(versionFile("9c0ffee1"));
    };
    await servesNewerBuild("3fbf17ac", get);
    expect(asked).toEqual([[BUILD_VERSION_PATH, { cache: "no-store" }]]);
  });

  it("is true only when the server names another version than the page's", async () => {
    expect(await servesNewerBuild("3fbf17ac", answer(200, versionFile("9c0ffee1")))).toBe(true);
    // The same build: a failure of this build's own, shown as an error (no reload loop).
    expect(await servesNewerBuild("3fbf17ac", answer(200, versionFile("3fbf17ac")))).toBe(false);
    // A server from before the stamp (404), one that fails, answers no version, or cannot be reached: no reload.
    expect(await servesNewerBuild("3fbf17ac", answer(404, "Not found."))).toBe(false);
    expect(await servesNewerBuild("3fbf17ac", answer(503, versionFile("9c0ffee1")))).toBe(false);
    expect(await servesNewerBuild("3fbf17ac", answer(200, "{}"))).toBe(false);
    expect(await servesNewerBuild("3fbf17ac", () => Promise.reject(new TypeError("offline")))).toBe(false);
    // A page that does not know its own build never reloads.
    expect(await servesNewerBuild(undefined, answer(200, versionFile("9c0ffee1")))).toBe(false);
  });
});
