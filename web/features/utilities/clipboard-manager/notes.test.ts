import { describe, expect, it } from "vitest";
import { addNote, removeNote } from "./notes";

describe("clipboard notes", () => {
  it("lists the newest note first and removes only the chosen one", () => {
    let notes = addNote([], { id: 1, text: "first" });
    notes = addNote(notes, { id: 2, text: "second" });
    notes = addNote(notes, { id: 3, text: "first" });
    expect(notes.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(removeNote(notes, 1).map((n) => n.text)).toEqual(["first", "second"]);
  });
});
