import { describe, expect, it } from "vitest";
import { coverSvg } from "./generate-blog-images";
import { ogImageSvg } from "./generate-og-image";

/** The words an SVG would draw: the contents of its text elements. */
const words = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe("drawn images carry no sentence of one language", () => {
  it("a post's cover draws no words, for a known category and an unknown one", () => {
    for (const category of ["Gaming Tips", "Safety", "अभ्यास"]) {
      const svg = coverSvg(category);
      expect(svg).toContain("<svg");
      expect(svg).not.toContain("<text");
    }
  });

  it("the default link-preview image draws the two names and nothing else", () => {
    expect(words(ogImageSvg("Alex Creator", "Creator Hub"))).toEqual(["Creator Hub", "Alex Creator"]);
  });
});
