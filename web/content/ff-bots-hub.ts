/** The Free Fire bots hub's own texts in the page's language (its English: FF_HUB in ./ff-bots.ts). */
import { defineMessages } from "../i18n/i18n";
import { FF_HUB } from "./ff-bots";

export const hubMessages = defineMessages("ff-bots-hub", {
  title: FF_HUB.title,
  intro: FF_HUB.intro,
  badgesLabel: "Why use these bots",
  badge1: FF_HUB.badges[0],
  badge2: FF_HUB.badges[1],
  badge3: FF_HUB.badges[2],
  toolsHeading: FF_HUB.toolsHeading,
  howTitle: FF_HUB.howItWorks.title,
  howStep1: FF_HUB.howItWorks.steps[0],
  howStep2: FF_HUB.howItWorks.steps[1],
  howStep3: FF_HUB.howItWorks.steps[2],
  safeTitle: FF_HUB.safeAndSecure.title,
  safePoint1: FF_HUB.safeAndSecure.points[0],
  safePoint2: FF_HUB.safeAndSecure.points[1],
  safePoint3: FF_HUB.safeAndSecure.points[2],
  moreTitle: FF_HUB.moreComingSoon.title,
  moreText: FF_HUB.moreComingSoon.text,
  metaDescription: "Free Free Fire tools: get free likes on your profile today, with info, spam and visit bots coming soon.",
});
