import type { MouseEvent } from "react";
import { BLOG_BODY_TEXT } from "../../../contracts/blog";

/** How long "Copied" shows before the button says "Copy" again. */
const COPIED_MS = 2000;

/**
 * The two things a rendered post does in the browser, as one click listener on the body: copy a
 * code block's text, and put a video's player frame in place of its card on the first tap. The
 * card holds only the frame's address; nothing loads from YouTube before that tap, and the page's
 * CSP allows exactly that address (scripts/postbuild.ts).
 */
function onBodyClick(event: MouseEvent<HTMLDivElement>) {
  const target = event.target as Element;
  const copy = target.closest<HTMLButtonElement>("[data-copy-code]");
  if (copy) {
    const code = copy.closest(".post-code")?.querySelector("pre")?.textContent ?? "";
    void navigator.clipboard?.writeText(code).then(() => {
      copy.textContent = BLOG_BODY_TEXT.copiedCode;
      setTimeout(() => (copy.textContent = BLOG_BODY_TEXT.copyCode), COPIED_MS);
    });
    return;
  }
  const play = target.closest<HTMLButtonElement>("[data-video-embed]");
  if (play) {
    const frame = document.createElement("iframe");
    const start = play.dataset.videoStart;
    frame.src = `${play.dataset.videoEmbed}?autoplay=1${start ? `&start=${start}` : ""}`;
    frame.title = play.closest<HTMLElement>("[data-video-title]")?.dataset.videoTitle ?? "";
    frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
    frame.allowFullscreen = true;
    // YouTube's player refuses to play without a referrer; the origin is all it gets.
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    frame.className = "post-video-frame";
    play.replaceWith(frame);
    frame.focus();
  }
}

/**
 * The post's body: HTML the build (or the server, for a post published after it) made from the
 * Markdown and sanitised (content/blog-render.ts). Nothing here parses Markdown or HTML.
 */
export function PostBody({ html }: { html: string }) {
  // Only clicks of the real <button>s inside are handled, and keyboards press those too.
  return <div className="post-body" data-testid="post-body" onClick={onBodyClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
