import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cardImageLoading } from "./blog-list-page";
import { PostImage } from "./post-image";

const attrs = (img: HTMLImageElement) => ({ loading: img.getAttribute("loading"), fetchPriority: img.getAttribute("fetchpriority") });

describe("blog image loading", () => {
  it("gives the priority image eager loading and high fetch priority, an eager one normal priority, a lazy one lazy", () => {
    const { container } = render(
      <>
        <PostImage url="/blog/a.webp" variant="card" loading="priority" />
        <PostImage url="/blog/b.webp" variant="card" loading="eager" />
        <PostImage url="/blog/c.webp" variant="card" />
      </>,
    );
    const [first, second, third] = [...container.querySelectorAll("img")];
    expect(attrs(first!)).toEqual({ loading: "eager", fetchPriority: "high" });
    expect(attrs(second!)).toEqual({ loading: "eager", fetchPriority: "auto" });
    expect(attrs(third!)).toEqual({ loading: "lazy", fetchPriority: "auto" });
  });

  it("makes only the first card of the list the priority image; the first row loads at once, the rest lazily", () => {
    expect([0, 1, 2, 3, 6].map(cardImageLoading)).toEqual(["priority", "eager", "eager", "lazy", "lazy"]);
  });
});
