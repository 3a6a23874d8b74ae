/**
 * Spec 1 "Blog post": the body is split into paragraphs on blank lines and rendered as text.
 * Two Markdown habits of the articles are kept as structure, still rendered as text (never as
 * HTML): a block starting with "## " is a heading, and a block whose lines all start with "- "
 * is a list.
 */
export type BodyBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] };

/** The non-empty blocks between blank lines (lines holding only spaces count as blank). */
export function splitParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "");
}

const HEADING = /^#{2,3}\s+/;
const LIST_ITEM = /^[-*]\s+/;

export function toBlocks(content: string): BodyBlock[] {
  return splitParagraphs(content).map((block): BodyBlock => {
    if (HEADING.test(block) && !block.includes("\n")) return { kind: "heading", text: block.replace(HEADING, "") };
    const lines = block.split("\n").map((l) => l.trim());
    if (lines.every((l) => LIST_ITEM.test(l))) return { kind: "list", items: lines.map((l) => l.replace(LIST_ITEM, "")) };
    // Single line breaks inside a paragraph are soft wraps.
    return { kind: "paragraph", text: lines.join(" ") };
  });
}
