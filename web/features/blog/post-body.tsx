import type { MouseEvent } from "react";

/**
 * The two things a rendered post does in the browser, as one click listener on the body: copy a
 * code block's text, and put a video's player frame in place of its card on the first tap. The
 * build wrote everything they need into the markup (labels, the frame's address and title), so
 * this holds no text of its own. Nothing loads from YouTube before the tap, and the page's CSP
 * allows exactly that frame (scripts/postbuild.ts).
 */
function onBodyClick(event: MouseEvent<HTMLDivElement>) {
  const target = event.target as Element;
  const copy = target.closest<HTMLButtonElement>("[data-copy-code]");
  if (copy) {
    const label = copy.textContent;
    void navigator.clipboard?.writeText(copy.parentElement?.nextElementSibling?.textContent ?? "").then(() => {
      copy.textContent = copy.dataset.copied ?? label;
      setTimeout(() => (copy.textContent = label), 2000);
    });
  }
  const play = target.closest<HTMLButtonElement>("[data-video-src]");
  if (play) {
    const frame = document.createElement("iframe");
    frame.src = play.dataset.videoSrc!;
    frame.title = play.dataset.videoTitle!;
    frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
    // YouTube's player refuses to play without a referrer; the origin is all it gets.
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    play.replaceWith(frame);
    frame.focus();
  }
}

/**
 * The post's body: HTML the build (or the server, for a post published after it) made from the
 * Markdown and sanitised (publishing/blog-render.ts). Nothing here parses Markdown or HTML.
 */
export function PostBody({ html }: { html: string }) {
  // Only clicks of the real <button>s inside are handled, and keyboards press those too.
  return <div className="post-body" data-testid="post-body" onClick={onBodyClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
