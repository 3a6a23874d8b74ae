/**
 * Free Fire facts both sides and the chat assistant share. No zod
 * here: the chat widget's browser chunk reads these and must stay small.
 */

/** The likes form's region options: value and label, in the order the form lists them. */
export const REGIONS = [
  { value: "ind", label: "India" },
  { value: "sg", label: "Singapore" },
  { value: "pk", label: "Pakistan" },
  { value: "bd", label: "Bangladesh" },
  { value: "th", label: "Thailand" },
  { value: "vn", label: "Vietnam" },
  { value: "br", label: "Brazil" },
  { value: "me", label: "Middle East" },
  { value: "cis", label: "CIS" },
] as const;

export type Region = (typeof REGIONS)[number]["value"];

/** A Free Fire UID is 8 to 11 digits. */
export const UID_MIN_DIGITS = 8;
export const UID_MAX_DIGITS = 11;

/** What VIP gives. */
export const VIP_BENEFITS = ["Unlimited daily likes", "Priority support", "All premium tools", "Faster processing"] as const;
