/** The likes tool's page: its English texts (the browser tests read them) and the same in the page's language. */
import { count, params } from "@nanostores/i18n";
import { REGIONS, VIP_BENEFITS, type Region } from "../../contracts/ff-facts";
import { defineMessages } from "../i18n/i18n";
import type { BotId } from "./ff-bots";

export const LIKES_PAGE = {
  title: "Free Fire Likes Bot",
  intro: "Enter your UID, choose your region and get free likes on your profile.",
  uidLabel: "Player UID",
  uidPlaceholder: "Enter your UID (8-11 digits)",
  regionLabel: "Region",
  regionPlaceholder: "Select your region",
  submit: "Get Free Likes",
  busy: "Processing...",
  demoBadge: "Demo",
  demoNote: "Demo mode: this server has no likes provider configured, so no likes are sent. The numbers are examples.",
  /** Our own addition: shown while the browser is offline (the page itself can open offline). */
  offlineNote: "You are offline. The likes tool needs an internet connection: connect and try again.",
  upcomingHeading: "Upcoming Tools",
  importantHeading: "Important Information",
} as const;

export const UPCOMING_TOOLS: readonly { id: BotId; title: string; description: string }[] = [
  { id: "info", title: "Info Bot", description: "Check any player's public profile." },
  { id: "spam", title: "Spam Bot", description: "Send friend requests to get noticed." },
  { id: "visit", title: "Visit Bot", description: "Boost your profile's visitor count." },
];

export const VIP_CODE_TEXT = {
  label: "Have a VIP code?",
  placeholder: "VIP-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX",
  save: "Use code",
  checking: "Checking…",
  connection: "Could not check the code: no connection. Try again when you are online.",
  failed: "Could not check the code right now. Please try again in a minute.",
  saved: "VIP code saved on this device. It is sent with your requests.",
  forget: "Forget code",
  hint: "VIP codes skip the daily limit. Get one from the operator on Telegram.",
} as const;

export const VIP_PANEL_INTRO = "VIP members get:";

const REGION_TEXTS = Object.fromEntries(REGIONS.map((r) => [`region-${r.value}`, r.label])) as Record<`region-${Region}`, string>;
const VIP_BENEFIT_TEXTS = { vipBenefit1: VIP_BENEFITS[0], vipBenefit2: VIP_BENEFITS[1], vipBenefit3: VIP_BENEFITS[2], vipBenefit4: VIP_BENEFITS[3] };

/**
 * The likes page in the page's language. The server answers in English with a code; a translated
 * page shows the text its code (or, without one, its HTTP status) chooses, never a match on the words.
 */
export const likesMessages = defineMessages("ff-bots-likes", {
  ...LIKES_PAGE,
  metaDescription: "Get free likes on your Free Fire profile: enter your UID, pick your region, one free use every day.",
  formLabel: "Get free likes",
  toolLabel: "Likes tool",
  ...REGION_TEXTS,
  // Validation
  missingTitle: "Missing Information",
  missingDescription: "Please enter both UID and select a region",
  invalidUidTitle: "Invalid UID",
  invalidUidDescription: "UID must be 8-11 digits",
  // Outcomes
  successTitle: "🎉 Success!",
  successDescription: params(count({ one: "Added {likes} like to {player}!", other: "Added {likes} likes to {player}!" })),
  successPanel: "Congratulations! Likes sent successfully!",
  demoSent: "Demo mode: no likes were sent",
  rowPlayer: "Player",
  rowUid: "UID",
  rowLevel: "Level",
  rowAdded: "Likes Added",
  rowBefore: "Likes Before",
  rowAfter: "Likes After",
  vipTitle: "VIP Access Available",
  vipPanel: "VIP Access Required",
  vipContact: "Contact for VIP Access",
  vipIntro: VIP_PANEL_INTRO,
  ...VIP_BENEFIT_TEXTS,
  limitIp: "You've already used your free daily like. To get unlimited likes, contact the operator on Telegram to buy VIP access.",
  limitUid: "This UID has already received its free likes today. To get unlimited likes, contact the operator on Telegram to buy VIP access.",
  inFlight: "Your previous request is still being processed. Please wait for it to finish.",
  resetsIn: params("Your free use comes back in {time}."),
  unableTitle: "⚠️ Unable to Process",
  unableDefault: "UID already used elsewhere or 0 likes given",
  unablePanel: "Unable to add likes at this time",
  noLikes: "0 likes given: this UID cannot receive more likes right now.",
  uidRejected: "UID already used elsewhere or invalid. Check the UID and the region.",
  unavailable: "The likes service is not available right now. Please try again later.",
  timeout: "The likes service did not answer in time. Please try again later.",
  badAnswer: "The likes service sent an answer that could not be read. Please try again later.",
  freeUseKept: "Your free use for today was not counted.",
  vipRefused: "This VIP code was not accepted. Check it, or contact the operator on Telegram.",
  vipInvalid: "This VIP code is not valid. Check it, or contact the operator on Telegram.",
  vipRevoked: "This VIP code has been revoked. Contact the operator on Telegram.",
  vipExpired: "This VIP code has expired. Contact the operator on Telegram to renew it.",
  tooManyChecks: "Too many tries. Wait a minute and try again.",
  connectionTitle: "❌ Error",
  connectionDescription: "Failed to connect to the server. Please try again later.",
  connectionPanel: "Connection error",
  // The VIP code field
  vipLabel: VIP_CODE_TEXT.label,
  vipFieldLabel: "VIP code",
  vipSave: VIP_CODE_TEXT.save,
  vipChecking: VIP_CODE_TEXT.checking,
  vipConnection: VIP_CODE_TEXT.connection,
  vipFailed: VIP_CODE_TEXT.failed,
  vipSaved: VIP_CODE_TEXT.saved,
  vipForget: VIP_CODE_TEXT.forget,
  vipHint: VIP_CODE_TEXT.hint,
  // Upcoming tools and important information
  upcomingInfo: UPCOMING_TOOLS[0]!.description,
  upcomingSpam: UPCOMING_TOOLS[1]!.description,
  upcomingVisit: UPCOMING_TOOLS[2]!.description,
  info1: "Your UID is the number on your Free Fire profile: 8 to 11 digits.",
  info2: "Choose the region your account was created in, or the likes will not arrive.",
  info3: count({
    one: "Free users get {count} use per day per IP address, and each UID can get free likes once per day.",
    other: "Free users get {count} uses per day per IP address, and each UID can get free likes once per day.",
  }),
  resetAt: "The limit resets at midnight.",
  resetAtZone: params("The limit resets at midnight ({zone})."),
  info4: "A request that fails does not count against your daily use.",
  info5: "Likes can take a few minutes to show in the game.",
  info6: "This is an unofficial community tool, not made or endorsed by the game's developer.",
});
