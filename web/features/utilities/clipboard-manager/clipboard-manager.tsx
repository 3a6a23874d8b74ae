import { ClipboardList, Trash2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "../../../lib/toast-store";
import { CopyButton } from "../../../lib/ui/copy-button";
import { ToolCard } from "../../../lib/ui/tool-card";
import { NOTE_TOASTS } from "../utilities-text";
import { addNote, removeNote, type Note } from "./notes";

/** The start of a note, to tell its buttons apart for screen readers. */
function preview(text: string): string {
  const chars = Array.from(text.trim().replace(/\s+/g, " "));
  return chars.length > 40 ? `${chars.slice(0, 40).join("")}…` : chars.join("");
}

/**
 * Spec 1 "Utility tools": save notes, newest first, copy or delete each. The notes live only in
 * this page's memory, as the spec says: a reload starts empty, and nothing is stored or sent.
 */
export function ClipboardManager() {
  const [draft, setDraft] = useState("");
  const [notes, setNotes] = useState<Note[]>([]);
  const nextId = useRef(1);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) {
      toast({ ...NOTE_TOASTS.empty, variant: "destructive" });
      return;
    }
    setNotes((list) => addNote(list, { id: nextId.current++, text: draft }));
    setDraft("");
    toast(NOTE_TOASTS.saved);
  };

  return (
    <ToolCard id="clipboard" title="Clipboard Manager" icon={ClipboardList} description="Keep snippets handy while you work. They disappear when you leave the page.">
      <form onSubmit={save} className="mt-5 grid gap-2">
        <label htmlFor="note-text" className="font-medium">
          New note
        </label>
        <textarea id="note-text" rows={3} className="input resize-y" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="btn btn-primary justify-self-start">
          Save Note
        </button>
      </form>
      <h3 className="mt-6 font-semibold">
        Saved notes <span className="text-muted font-normal">({notes.length})</span>
      </h3>
      {notes.length === 0 ? (
        <p className="text-muted mt-2 text-sm">No notes yet.</p>
      ) : (
        <ul className="mt-2 grid max-h-96 gap-2 overflow-y-auto pr-1" aria-label="Saved notes" data-testid="note-list" tabIndex={0}>
          {notes.map((note) => (
            <li key={note.id} className="flex items-start justify-between gap-3 rounded-xl border border-[var(--border)] p-3">
              <p className="min-w-0 whitespace-pre-wrap break-words" data-testid="note-text">
                {note.text}
              </p>
              <div className="flex shrink-0 gap-1">
                <CopyButton text={note.text} label={`Copy note: ${preview(note.text)}`} description={NOTE_TOASTS.copied} />
                <button
                  type="button"
                  className="btn btn-outline"
                  aria-label={`Delete note: ${preview(note.text)}`}
                  onClick={() => {
                    setNotes((list) => removeNote(list, note.id));
                    toast(NOTE_TOASTS.deleted);
                  }}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ToolCard>
  );
}
