export const NOT_FOUND = {
  title: "Page Not Found",
  english: "Oops! This page respawned somewhere else, or it never existed.",
  hinglish: "Arre bhai, yeh page toh gayab ho gaya! Chalo, wapas home chalte hain. 🎮",
} as const;
