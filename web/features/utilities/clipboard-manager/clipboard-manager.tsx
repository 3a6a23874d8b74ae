import { ClipboardList, Trash2 } from "lucide-react";
import { params } from "@nanostores/i18n";
import { useRef, useState, type FormEvent } from "react";
import { defineMessages, useLocale, useMessages } from "../../../i18n/i18n";
import { copyMessages } from "../../../content/clipboard";
import { toast } from "../../../lib/toast-store";
import { CopyButton } from "../../../lib/ui/copy-button";
import { ToolCard } from "../../../lib/ui/tool-card";
import { NOTE_TOASTS } from "../utilities-text";
import { addNote, removeNote, type Note } from "./notes";

export const notesMessages = defineMessages("utilities-clipboard", {
  title: "Clipboard Manager",
  description: "Keep snippets handy while you work. They disappear when you leave the page.",
  newNote: "New note",
  save: "Save Note",
  saved: "Saved notes",
  none: "No notes yet.",
  copy: params("Copy note: {note}"),
  remove: params("Delete note: {note}"),
  errorTitle: NOTE_TOASTS.empty.title,
  empty: NOTE_TOASTS.empty.description,
  savedTitle: NOTE_TOASTS.saved.title,
  savedDescription: NOTE_TOASTS.saved.description,
  copied: NOTE_TOASTS.copied,
  deletedTitle: NOTE_TOASTS.deleted.title,
  deletedDescription: NOTE_TOASTS.deleted.description,
});

/** The start of a note, to tell its buttons apart for screen readers. */
function preview(text: string): string {
  const chars = Array.from(text.trim().replace(/\s+/g, " "));
  return chars.length > 40 ? `${chars.slice(0, 40).join("")}…` : chars.join("");
}

/**
 * Save notes, newest first, copy or delete each. The notes live only in
 * this page's memory, by design: a reload starts empty, and nothing is stored or sent.
 */
export function ClipboardManager() {
  const t = useMessages(notesMessages);
  useMessages(copyMessages);
  const numberFormat = new Intl.NumberFormat(useLocale());
  const [draft, setDraft] = useState("");
  const [notes, setNotes] = useState<Note[]>([]);
  const nextId = useRef(1);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) {
      const message = notesMessages.get();
      toast({ title: message.errorTitle, description: message.empty, variant: "destructive" });
      return;
    }
    setNotes((list) => addNote(list, { id: nextId.current++, text: draft }));
    setDraft("");
    const message = notesMessages.get();
    toast({ title: message.savedTitle, description: message.savedDescription });
  };

  return (
    <ToolCard id="clipboard" title={t.title} icon={ClipboardList} description={t.description}>
      <form onSubmit={save} className="mt-5 grid gap-2">
        <label htmlFor="note-text" className="font-medium">
          {t.newNote}
        </label>
        <textarea id="note-text" dir="auto" rows={3} className="input resize-y" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="btn btn-primary justify-self-start">
          {t.save}
        </button>
      </form>
      <h3 className="mt-6 font-semibold">
        {t.saved} <span className="text-muted font-normal">({numberFormat.format(notes.length)})</span>
      </h3>
      {notes.length === 0 ? (
        <p className="text-muted mt-2 text-sm">{t.none}</p>
      ) : (
        <ul className="mt-2 grid max-h-96 gap-2 overflow-y-auto pe-1" aria-label={t.saved} data-testid="note-list" tabIndex={0}>
          {notes.map((note) => (
            <li key={note.id} className="flex items-start justify-between gap-3 rounded-xl border border-[var(--border)] p-3">
              <p className="min-w-0 whitespace-pre-wrap break-words" dir="auto" data-testid="note-text">
                {note.text}
              </p>
              <div className="flex shrink-0 gap-1">
                <CopyButton text={note.text} label={t.copy({ note: preview(note.text) })} description={t.copied} />
                <button
                  type="button"
                  className="btn btn-outline"
                  aria-label={t.remove({ note: preview(note.text) })}
                  onClick={() => {
                    setNotes((list) => removeNote(list, note.id));
                    const message = notesMessages.get();
                    toast({ title: message.deletedTitle, description: message.deletedDescription });
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
