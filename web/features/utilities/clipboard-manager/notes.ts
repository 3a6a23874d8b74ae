/** Clipboard notes: plain text, newest first, kept in page memory only. */
export type Note = { id: number; text: string };

export function addNote(notes: readonly Note[], note: Note): Note[] {
  return [note, ...notes];
}

export function removeNote(notes: readonly Note[], id: number): Note[] {
  return notes.filter((n) => n.id !== id);
}
