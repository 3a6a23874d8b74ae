import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PostBody } from "./post-body";

const CODE = `<div class="post-code"><div class="post-code-bar"><span class="post-code-lang">js</span><button type="button" class="post-code-copy" data-copy-code="" data-copied="Copied">Copy</button></div><pre tabindex="0"><code>const a = 1;\n  go(a);</code></pre></div>`;
const VIDEO = `<figure class="post-video"><button type="button" class="post-video-play" data-video-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-video-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;start=42" data-video-title="Speedrun" aria-label="Play video: Speedrun">Speedrun</button></figure>`;

afterEach(() => vi.unstubAllGlobals());

describe("PostBody", () => {
  it("shows the rendered HTML it is given", () => {
    render(<PostBody html={'<h2 id="why">Why</h2><p>First <strong>para</strong>.</p>'} />);
    expect(screen.getByRole("heading", { level: 2, name: "Why" })).toBeInTheDocument();
    expect(screen.getByText("para").tagName).toBe("STRONG");
  });

  it("copies a code block's text, line breaks and indentation kept, and says so", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    render(<PostBody html={CODE} />);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("const a = 1;\n  go(a);");
    expect(await screen.findByRole("button", { name: "Copied" })).toBeInTheDocument();
  });

  it("puts no frame on the page until the video card is tapped, then the player at its start second", () => {
    const { container } = render(<PostBody html={VIDEO} />);
    expect(container.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Play video: Speedrun" }));
    const frame = container.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42");
    expect(frame.title).toBe("Speedrun");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
