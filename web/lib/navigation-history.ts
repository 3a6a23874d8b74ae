/** React Router keeps the index of the current history entry in history.state.idx. */
export function hasInAppHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}
