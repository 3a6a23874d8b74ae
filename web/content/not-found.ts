import { defineMessages } from "../i18n/i18n";

/** The 404 page, in English; the translations are web/i18n/messages/<locale>/not-found.json. */
export const NOT_FOUND = {
  title: "Page Not Found",
  english: "Oops! This page respawned somewhere else, or it never existed.",
  hinglish: "Arre bhai, yeh page toh gayab ho gaya! Chalo, wapas home chalte hain. 🎮",
} as const;

export const notFoundMessages = defineMessages("not-found", {
  ...NOT_FOUND,
  goHome: "Go Home",
  goBack: "Go Back",
  metaDescription: "This page does not exist.",
});
