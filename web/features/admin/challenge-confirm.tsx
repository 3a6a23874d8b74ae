/**
 * The confirm step of the operator's destructive challenge actions (remove, refuse, block).
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ADMIN_TEXT } from "../../content/admin";
import { toast, type ToastInput } from "../../lib/toast-store";
import { errorMessage } from "./api/admin-fetch";

const T = ADMIN_TEXT.challenge;

/**
 * A destructive action waiting for the operator's yes: what it does, in words, and the call.
 * `choice`: a box the operator may tick, whose words are loaded first (the block's address half,
 * with the count of devices it would hit); `run` gets whether it was ticked.
 */
export type Choice = { load: () => Promise<{ label: string; forced?: boolean }>; doneChosen: ToastInput };
export type Ask = { title: string; body: string; action: string; run: (chosen: boolean) => Promise<unknown>; done: ToastInput; choice?: Choice };
export type AskFor = (ask: Ask) => void;

/**
 * The confirm step of a destructive action: a modal dialog (focus stays inside, Escape cancels),
 * opened on Cancel so a stray Enter does nothing. A refusal keeps it open with the server's words.
 * Cancelled, focus goes back to the button that opened it; done, to the panel's heading, since the
 * action took that button's row away.
 */
export function ConfirmDialog({ ask, onClosed, fallbackFocus }: { ask: Ask; onClosed: () => void; fallbackFocus: React.RefObject<HTMLElement | null> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Read while rendering, before the dialog's Cancel button takes focus.
  const [opener] = useState(() => document.activeElement);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const done = useRef(false);
  const ids = { title: useId(), body: useId(), choice: useId() };
  const [choice, setChoice] = useState<{ label: string; forced?: boolean } | null>(null);
  const [chosen, setChosen] = useState(false);

  useEffect(() => {
    if (!ask.choice) return;
    let live = true;
    ask.choice.load().then(
      (loaded) => {
        if (!live) return;
        setChoice(loaded);
        if (loaded.forced) setChosen(true);
      },
      (error: unknown) => live && setProblem(errorMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [ask]);
  // The action waits for the choice's words: the operator sees what the box would hit first.
  const waiting = ask.choice !== undefined && choice === null;

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);

  const closed = useCallback(() => {
    // Every action here takes its run or row away, and the opener with it.
    if (!done.current && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    else fallbackFocus.current?.focus();
    onClosed();
  }, [opener, fallbackFocus, onClosed]);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      await ask.run(chosen);
      toast(chosen && ask.choice ? ask.choice.doneChosen : ask.done);
      done.current = true;
      dialog.current?.close();
    } catch (error) {
      setProblem(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      onClose={closed}
      aria-labelledby={ids.title}
      aria-describedby={ids.body}
      className="card m-auto w-[min(26rem,calc(100vw-2rem))] p-4 text-inherit backdrop:bg-black/60"
      data-testid="admin-confirm"
    >
      <div className="grid gap-3">
        <h3 id={ids.title} className="break-words text-lg font-bold">
          {ask.title}
        </h3>
        <p id={ids.body}>{ask.body}</p>
        {ask.choice &&
          (choice ? (
            <label htmlFor={ids.choice} className="flex items-start gap-2 text-sm" data-admin-choice>
              <input id={ids.choice} type="checkbox" className="mt-1" checked={chosen} disabled={choice.forced} onChange={(e) => setChosen(e.target.checked)} />
              <span>{choice.label}</span>
            </label>
          ) : (
            <p className="text-muted text-sm" aria-busy="true">
              {T.blockAddress.counting}
            </p>
          ))}
        <p role="alert" className="text-sm text-red-600 empty:hidden dark:text-red-400">
          {problem}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-outline" autoFocus onClick={() => dialog.current?.close()}>
            {T.cancel}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy || waiting} onClick={() => void confirm()}>
            {busy ? T.working : ask.action}
          </button>
        </div>
      </div>
    </dialog>
  );
}
