import { useCallback, useEffect, useRef, type RefObject } from "react";

/** Fields whose text a visitor types; their value can be set back and replayed. */
const TEXT_FIELD =
  "textarea, input:not([type]), input[type=text], input[type=search], input[type=email], input[type=url], input[type=tel], input[type=number], input[type=password]";

type Pending = { click: HTMLElement } | { form: HTMLFormElement; submitter: HTMLElement | null };

/** The submit button (of a form) a click landed on, if any. */
function submitterOf(target: HTMLElement): HTMLElement | null {
  const control = target.closest("button, input");
  if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return control;
  if (control instanceof HTMLInputElement && (control.type === "submit" || control.type === "image") && control.form) return control;
  return null;
}

/**
 * Keeps input made inside a lazily loaded tool before its code arrived.
 *
 * React 19 keeps a Suspense boundary's prerendered HTML on screen while its lazy chunk loads, and
 * hydrates it as soon as the chunk is there. Input made in between is not all kept: React replays
 * hover, focus and form submissions into such a boundary, but a click is stopped and dropped
 * (react-dom's `dispatchEvent` only retries hydration synchronously, which cannot work without
 * the code), and text typed into a field stays in the DOM while the tool starts with its own
 * empty state. So, while the tool is not loaded, clicks inside `region` are recorded (a capture
 * listener on `window` runs before React's on the document), and a form sent from it is held
 * instead of reloading the page; once the tool has hydrated (call the
 * returned function from an effect inside the boundary), typed text is given back to the tool as
 * an `input` event and the clicks and submissions are replayed, in that order: a "Generate" tap sees the name
 * typed before it.
 */
export function useReplayUntilLoaded(region: RefObject<HTMLElement | null>): () => void {
  const loaded = useRef(false);
  const pending = useRef<Pending[]>([]);

  useEffect(() => {
    const inRegion = (e: Event): e is Event & { target: HTMLElement } => !loaded.current && e.isTrusted && e.target instanceof HTMLElement && !!region.current?.contains(e.target);
    const onClick = (e: MouseEvent) => {
      // A submit button's click is followed by the form's submit event, recorded below.
      if (inRegion(e) && !submitterOf(e.target)) pending.current.push({ click: e.target });
    };
    const onSubmit = (e: SubmitEvent) => {
      if (!inRegion(e) || !(e.target instanceof HTMLFormElement)) return;
      // Without the tool's code the browser would send the form and reload the page.
      e.preventDefault();
      pending.current.push({ form: e.target, submitter: e.submitter });
    };
    window.addEventListener("click", onClick, true);
    window.addEventListener("submit", onSubmit, true);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("submit", onSubmit, true);
    };
  }, [region]);

  return useCallback(() => {
    if (loaded.current) return;
    loaded.current = true;
    region.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELD).forEach(replayTypedText);
    const actions = pending.current.splice(0);
    if (actions.length === 0) return;
    // In a new task: React renders the typed text first, so the handlers see it in their state.
    setTimeout(() => {
      for (const action of actions) {
        if ("click" in action) {
          if (action.click.isConnected) action.click.click();
        } else if (action.form.isConnected) {
          action.form.requestSubmit(action.submitter?.isConnected ? action.submitter : null);
        }
      }
    }, 0);
  }, [region]);
}

/**
 * Hands text typed before hydration to the tool. React hydrated the field keeping the typed text
 * and its prop as `defaultValue`; it fires `onChange` only for a value it has not seen, so the
 * field is set back to the prop through its own `value` (which React watches) and to the typed
 * text through the prototype's setter (which it does not), then told of the input.
 */
export function replayTypedText(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(proto, "value")?.set;
  if (!setNative) return;
  field.value = field.defaultValue;
  setNative.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Calls `run` once the Suspense boundary it sits in has hydrated (or rendered). */
export function WhenLoaded({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
