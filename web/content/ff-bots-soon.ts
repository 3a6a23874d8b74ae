/** The coming-soon bots' pages: what each will do, in the page's language. */
import { params } from "@nanostores/i18n";
import { defineMessages } from "../i18n/i18n";
import type { BotId } from "./ff-bots";

/** Planned features of each coming-soon bot (our own lists). */
export const COMING_SOON: Record<Exclude<BotId, "likes">, { planned: readonly string[] }> = {
  info: {
    planned: [
      "Player nickname, level and experience",
      "Current rank and season highlights",
      "Guild name, role and members",
      "Account creation date and region",
      "Equipped pet, title and badges",
    ],
  },
  spam: {
    planned: [
      "Send friend requests to any UID",
      "Pick how many requests to send",
      "Delivery status for every request",
      "Works for all nine regions",
      "The same fair daily limit as the likes bot",
    ],
  },
  visit: {
    planned: [
      "Add visitors to your profile",
      "Choose the number of visits",
      "Before and after visitor counts",
      "Works for all nine regions",
      "The same fair daily limit as the likes bot",
    ],
  },
};

export const COMING_SOON_TEXT = {
  back: "Back to FF Bots",
  heading: "Coming Soon",
  intro: "This bot is being built. Here is what it will do:",
  explore: "Explore Other Tools",
} as const;

export const comingSoonMessages = defineMessages("ff-bots-soon", {
  ...COMING_SOON_TEXT,
  plannedLabel: "Planned features",
  metaTitle: params("{bot} (Coming Soon)"),
  metaDescription: params("{description} Coming soon to the Free Fire bots."),
  info1: COMING_SOON.info.planned[0]!,
  info2: COMING_SOON.info.planned[1]!,
  info3: COMING_SOON.info.planned[2]!,
  info4: COMING_SOON.info.planned[3]!,
  info5: COMING_SOON.info.planned[4]!,
  spam1: COMING_SOON.spam.planned[0]!,
  spam2: COMING_SOON.spam.planned[1]!,
  spam3: COMING_SOON.spam.planned[2]!,
  spam4: COMING_SOON.spam.planned[3]!,
  spam5: COMING_SOON.spam.planned[4]!,
  visit1: COMING_SOON.visit.planned[0]!,
  visit2: COMING_SOON.visit.planned[1]!,
  visit3: COMING_SOON.visit.planned[2]!,
  visit4: COMING_SOON.visit.planned[3]!,
  visit5: COMING_SOON.visit.planned[4]!,
});

/** A coming-soon bot's planned features in the page's language. */
export function plannedFeatures(t: ReturnType<typeof comingSoonMessages.get>, id: Exclude<BotId, "likes">): string[] {
  return ([1, 2, 3, 4, 5] as const).map((n) => t[`${id}${n}`]);
}
