import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageFrameSources, routeOf, unusedPostImages } from "./postbuild";

const sha = (s: string) => `sha256-${createHash("sha256").update(s).digest("base64")}`;

describe("pageFrameSources", () => {
  it("allows a post page exactly the players of its video cards, once each, and other pages none", () => {
    const card = (id: string) => `<button type="button" class="post-video-play" data-video-embed="https://www.youtube-nocookie.com/embed/${id}" data-video-src="x">`;
    expect(pageFrameSources("/blog/p", card("bbbbbbbbbbb") + card("aaaaaaaaaaa") + card("bbbbbbbbbbb"))).toEqual([
      "https://www.youtube-nocookie.com/embed/aaaaaaaaaaa",
      "https://www.youtube-nocookie.com/embed/bbbbbbbbbbb",
    ]);
    expect(pageFrameSources("/blog/q", "<p>no video</p>")).toEqual([]);
    // An address that is not the no-cookie player is never allowed, whatever the markup says.
    expect(pageFrameSources("/blog/p", '<b data-video-embed="https://evil.example/embed/x">')).toEqual([]);
  });

  it("lets the blog's not-found page, where a post published after the build shows, open any no-cookie player", () => {
    expect(pageFrameSources("/blog/_not-found", "")).toEqual(["https://www.youtube-nocookie.com/embed/"]);
  });
});

describe("postbuild", () => {
  it("hashes inline scripts, not external ones or JSON data", () => {
    const html =
      '<script>var a=1;</script><script type="module">import "x";</script><script src="/a.js"></script>' + '<script type="application/ld+json">{"@type":"Person"}</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("var a=1;"), sha('import "x";')].sort());
  });

  it("maps page files to routes", () => {
    expect(routeOf("index.html")).toBe("/");
    expect(routeOf("terms-conditions/index.html")).toBe("/terms-conditions");
    expect(routeOf("games/2048/index.html")).toBe("/games/2048");
    expect(routeOf("404/index.html")).toBe("/404");
  });

  it("leaves out of the build the post images no post of this build names", () => {
    const files = ["mine.webp", "mine-600w.webp", "sample.webp", "sample-600w.webp", "notes.txt", "mine.webp.br"];
    expect(unusedPostImages(files, [{ imageUrl: "/blog/mine.webp" }, { imageUrl: null }])).toEqual(["sample.webp", "sample-600w.webp"]);
  });
});
