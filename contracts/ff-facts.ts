/**
 * Free Fire facts both sides and the chat assistant share (spec 1 sections 3, 5 and 6). No zod
 * here: the chat widget's browser chunk reads these and must stay small.
 */

/** Spec 1 section 3 "Region option": value and label, in the spec's order. */
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

/** Spec 1 section 5: a Free Fire UID is 8 to 11 digits. */
export const UID_MIN_DIGITS = 8;
export const UID_MAX_DIGITS = 11;

/** Spec 1 section 6: what VIP gives. */
export const VIP_BENEFITS = ["Unlimited daily likes", "Priority support", "All premium tools", "Faster processing"] as const;
