/**
 * React's `onRecoverableError` for the root: an error React recovered from while hydrating (a
 * text mismatch, a boundary it had to render again on the client). React's default only passes it
 * to `reportError`; here it also goes to the console and to a list on `window`, so the
 * every-page browser test (e2e/hydration.spec.ts) fails on it by name, and anyone looking at the
 * console in production sees that a page no longer hydrates cleanly.
 */
export const RECOVERABLE_ERRORS_KEY = "__recoverableErrors";

type WithErrors = { [RECOVERABLE_ERRORS_KEY]?: string[] };

export function reportRecoverableError(error: unknown, info?: { componentStack?: string }): void {
  // React wraps what was thrown (error 520 and others): its cause says what it was.
  const cause = error instanceof Error && error.cause !== undefined ? ` (cause: ${error.cause instanceof Error ? error.cause.message : String(error.cause)})` : "";
  const message = `${error instanceof Error ? error.message : String(error)}${cause}`;
  const list = ((window as WithErrors)[RECOVERABLE_ERRORS_KEY] ??= []);
  list.push(message);
  console.error("React recovered from a hydration error:", message, info?.componentStack ?? "");
}
