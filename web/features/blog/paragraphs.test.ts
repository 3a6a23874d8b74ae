import { describe, expect, it } from "vitest";
import { splitParagraphs, toBlocks } from "./paragraphs";

describe("splitParagraphs", () => {
  it("splits on blank lines, including lines of spaces and Windows line endings", () => {
    expect(splitParagraphs("One.\n\nTwo.\r\n\r\nThree.\n   \nFour.")).toEqual(["One.", "Two.", "Three.", "Four."]);
  });

  it("drops empty blocks from extra blank lines and keeps single line breaks inside a block", () => {
    expect(splitParagraphs("\n\nOne\nstill one.\n\n\n\nTwo.\n\n")).toEqual(["One\nstill one.", "Two."]);
  });

  it("gives nothing for an empty body", () => {
    expect(splitParagraphs("  \n\n ")).toEqual([]);
  });
});

describe("toBlocks", () => {
  it("turns '## ' blocks into headings, '- ' blocks into lists and the rest into paragraphs", () => {
    expect(toBlocks("## Setup\n\nFirst line\nwraps here.\n\n- one\n- two")).toEqual([
      { kind: "heading", text: "Setup" },
      { kind: "paragraph", text: "First line wraps here." },
      { kind: "list", items: ["one", "two"] },
    ]);
  });

  it("keeps HTML as plain text for React to escape", () => {
    expect(toBlocks("<script>alert(1)</script>")).toEqual([{ kind: "paragraph", text: "<script>alert(1)</script>" }]);
  });

  it("treats a block mixing list items and text as a paragraph", () => {
    expect(toBlocks("Steps:\n- one")).toEqual([{ kind: "paragraph", text: "Steps: - one" }]);
  });
});
