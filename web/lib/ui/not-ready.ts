/**
 * A control whose code has not arrived yet: React drops a tap on a part it has not hydrated, so
 * until then the control says it is not ready, to the eye (dimmed, a progress cursor, the `.not-ready`
 * rule in app.css) and to a screen reader (aria-disabled, aria-busy), and is never a control
 * that looks ready and ignores the tap. Spread onto the button: `{...notReady(!hydrated)}`.
 */
export function notReady(waiting: boolean): { "aria-disabled"?: true; "aria-busy"?: true; "data-not-ready"?: "" } {
  return waiting ? { "aria-disabled": true, "aria-busy": true, "data-not-ready": "" } : {};
}
