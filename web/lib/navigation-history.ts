/**
 * Whether "Back" has a page of this site to go back to (back in history, or home
 * when there is none).
 *
 * React Router keeps the index of the current entry in history.state.idx: above 0 means an earlier
 * page of this visit in this document. A page reached by a plain link (a prerendered link followed
 * before its part's code had arrived: the footer, a deferred page) starts a new document at index
 * 0, yet the page before it is still in the tab's history; a same-origin referrer with more than
 * one history entry says so. A link opened in a new tab has one entry: home.
 */
export function hasInAppHistory(win: Pick<Window, "history" | "location"> & { document: Pick<Document, "referrer"> } = window): boolean {
  const state = win.history.state as { idx?: number } | null;
  if (typeof state?.idx === "number" && state.idx > 0) return true;
  return win.history.length > 1 && cameFromThisSite(win.document.referrer, win.location.origin);
}

function cameFromThisSite(referrer: string, origin: string): boolean {
  try {
    return referrer !== "" && new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}
