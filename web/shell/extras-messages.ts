/**
 * The texts of the shell's deferred parts (deferred-shell.tsx): the toaster, the scroll-to-top
 * button, the easter eggs' popups and the update prompt. Their English is fixed, word for word.
 */
import { defineMessages } from "../i18n/i18n";
import { MOTIVATIONAL_MESSAGES, THANKS_MESSAGE } from "./effects/effects-rules";

export const UPDATE_TOAST = {
  title: "A new version is available",
  description: "Reload to use it. Games and tools keep working offline either way.",
  action: "Reload",
} as const;

export const extrasMessages = defineMessages("shell-extras", {
  notification: "Notification",
  notificationsRegion: "Notifications ({hotkey})",
  close: "Close",
  scrollToTop: "Scroll to top",
  thanks: THANKS_MESSAGE,
  motivation1: MOTIVATIONAL_MESSAGES[0],
  motivation2: MOTIVATIONAL_MESSAGES[1],
  motivation3: MOTIVATIONAL_MESSAGES[2],
  motivation4: MOTIVATIONAL_MESSAGES[3],
  motivation5: MOTIVATIONAL_MESSAGES[4],
  updateTitle: UPDATE_TOAST.title,
  updateDescription: UPDATE_TOAST.description,
  updateAction: UPDATE_TOAST.action,
});

/** The motivational popups in the page's language, read when one is shown. */
export function motivationalMessages(): string[] {
  const t = extrasMessages.get();
  return [t.motivation1, t.motivation2, t.motivation3, t.motivation4, t.motivation5];
}
