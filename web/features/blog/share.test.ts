import { describe, expect, it } from "vitest";
import { facebookShareUrl, postUrl, SHARE_WINDOW_FEATURES, twitterShareUrl } from "./share";

describe("share links", () => {
  const url = postUrl("https://site.example", "my-post");

  it("is the post's address on the current site", () => {
    expect(url).toBe("https://site.example/blog/my-post");
  });

  it("sends the encoded post URL to Facebook's sharer", () => {
    expect(facebookShareUrl(url)).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsite.example%2Fblog%2Fmy-post");
  });

  it("sends the URL and the title to Twitter's tweet intent", () => {
    expect(twitterShareUrl(url, "Tips & tricks")).toBe("https://twitter.com/intent/tweet?url=https%3A%2F%2Fsite.example%2Fblog%2Fmy-post&text=Tips%20%26%20tricks");
  });

  it("opens a 600x400 window", () => {
    expect(SHARE_WINDOW_FEATURES).toMatch(/^width=600,height=400,/);
  });
});
