/** The time-of-day greeting box's text: four groups of seven entries. */
import { defineMessages } from "../i18n/i18n";

export type GreetingEntry = { greeting: string; phrase: string };
export type TimeOfDay = "morning" | "afternoon" | "evening" | "night";

export const GREETINGS: Record<TimeOfDay, readonly GreetingEntry[]> = {
  morning: [
    { greeting: "Good morning! ☀️", phrase: "Fresh day, fresh headshots. Let's go!" },
    { greeting: "Rise and grind! 🌅", phrase: "Chai in one hand, controller in the other." },
    { greeting: "Suprabhat, gamer! 🌄", phrase: "Today's plan: learn something, win something." },
    { greeting: "Morning, legend! 🐦", phrase: "Warm up your thumbs before the first match." },
    { greeting: "Good morning, coder! 💻", phrase: "One small commit before breakfast?" },
    { greeting: "Hello, early bird! 🍳", phrase: "Early players get the best loot." },
    { greeting: "New day unlocked! 🔓", phrase: "Yesterday's losses are today's lessons." },
  ],
  afternoon: [
    { greeting: "Good afternoon! 🌤️", phrase: "Perfect time for a quick game break." },
    { greeting: "Lunch break loading... 🍱", phrase: "Try a round of 2048 while you eat." },
    { greeting: "Afternoon, champion! 🏆", phrase: "Halfway through the day, full power on." },
    { greeting: "Hey there! 😎", phrase: "Beat your typing speed record, chalo!" },
    { greeting: "Keep going! 🚀", phrase: "Consistency beats talent when talent rests." },
    { greeting: "Good afternoon, builder! 🛠️", phrase: "Ship the feature, then celebrate." },
    { greeting: "Sun's up high! 🌞", phrase: "Stay hydrated, stay sharp." },
  ],
  evening: [
    { greeting: "Good evening! 🌆", phrase: "Prime time for ranked matches." },
    { greeting: "Evening vibes! 🎮", phrase: "Squad up and have some fun." },
    { greeting: "Shubh sandhya! 🪔", phrase: "Relax, you earned it today." },
    { greeting: "Hey, night owl in training! 🦉", phrase: "A few games, then some rest." },
    { greeting: "Golden hour! 🌇", phrase: "Record a clip worth sharing." },
    { greeting: "Good evening, creator! 🎬", phrase: "Edit that video you've been planning." },
    { greeting: "Evening check-in! ✅", phrase: "What did you learn today?" },
  ],
  night: [
    { greeting: "Good night! 🌙", phrase: "Last match, then sleep. Promise?" },
    { greeting: "Late-night gamer? 🌌", phrase: "Rest is a buff too." },
    { greeting: "Shubh ratri! ✨", phrase: "Dream of booyahs." },
    { greeting: "Still awake? 👀", phrase: "Bugs can wait till morning." },
    { greeting: "Night mode on! 🌃", phrase: "Dim the screen, save your eyes." },
    { greeting: "Hello, night owl! 🦉", phrase: "Quiet hours are great for coding." },
    { greeting: "Moonlight session! 🌕", phrase: "Keep it chill and have fun." },
  ],
};

const GROUPS = ["morning", "afternoon", "evening", "night"] as const satisfies readonly TimeOfDay[];

/** `morning1` / `morning1Phrase` … `night7Phrase`: the entries above, as translatable texts. */
function greetingTexts(): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const group of GROUPS) {
    GREETINGS[group].forEach((entry, i) => {
      texts[`${group}${i + 1}`] = entry.greeting;
      texts[`${group}${i + 1}Phrase`] = entry.phrase;
    });
  }
  return texts;
}

export const greetingMessages = defineMessages("shell-greetings", {
  label: "Greeting",
  close: "Close greeting",
  ...greetingTexts(),
});

/** The four groups in the page's language (`t` from `useMessages(greetingMessages)`). */
export function localizedGreetings(t: Record<string, string>): Record<TimeOfDay, readonly GreetingEntry[]> {
  const groups = {} as Record<TimeOfDay, readonly GreetingEntry[]>;
  for (const group of GROUPS) {
    groups[group] = GREETINGS[group].map((entry, i) => ({ greeting: t[`${group}${i + 1}`] ?? entry.greeting, phrase: t[`${group}${i + 1}Phrase`] ?? entry.phrase }));
  }
  return groups;
}
