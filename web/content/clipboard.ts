import { defineMessages } from "../i18n/i18n";

/** The copy toast's texts (web/lib/clipboard.ts), in English; translations: web/i18n/messages/<locale>/lib-clipboard.json. */
export const COPIED_TITLE = "Copied!";
export const COPY_FAILED = {
  title: "Copy failed",
  description: "Your browser blocked clipboard access. Select the text and copy it by hand.",
} as const;

/**
 * The same texts in the page's language. A component with a copy button calls
 * `useMessages(copyMessages)` so the page carries them (or loads them) before a copy happens.
 */
export const copyMessages = defineMessages("lib-clipboard", {
  copied: COPIED_TITLE,
  failedTitle: COPY_FAILED.title,
  failedDescription: COPY_FAILED.description,
});
