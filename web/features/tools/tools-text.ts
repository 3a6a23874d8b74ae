/** The tools hub's visible texts and toasts. */
import { defineMessages } from "../../i18n/i18n";

export const TOOLS_HUB = {
  title: "Tools & Utilities Hub",
  intro: "Free generators for Free Fire players and handy everyday utilities. No sign-up, no payment.",
  utilitiesCard: {
    title: "Utility Tools",
    text: "Compress images, read text aloud, make QR codes and keep quick notes, all inside your browser.",
    link: "Go to Utility Tools",
  },
} as const;

/** The hub's texts in the page's language (web/i18n/messages/<locale>/tools-hub.json). */
export const toolsHubMessages = defineMessages("tools-hub", {
  title: TOOLS_HUB.title,
  intro: TOOLS_HUB.intro,
  utilitiesTitle: TOOLS_HUB.utilitiesCard.title,
  utilitiesText: TOOLS_HUB.utilitiesCard.text,
  utilitiesLink: TOOLS_HUB.utilitiesCard.link,
  groupsLabel: "Tool groups",
  ffTools: "FF Tools",
  utilities: "Utilities",
  ffToolsLabel: "Free Fire tools",
  nameTab: "Name",
  uidTab: "UID",
  sensitivityTab: "Sensitivity",
  passwordTab: "Password",
  metaDescription: "Free Free Fire tools: stylish name, random UID, sensitivity settings and strong password generators.",
});

export const NAME_TOASTS = {
  empty: { title: "Oops!", description: "Please enter a name first!" },
  copied: "Name copied to clipboard",
} as const;

export const UID_TOASTS = { copied: "UID copied to clipboard" } as const;

export const SENSITIVITY_TOASTS = {
  generated: { title: "Generated!", description: "Sensitivity settings ready to use" },
  downloaded: { title: "Downloaded!", description: "Settings saved to file" },
} as const;

export const PASSWORD_TOASTS = { copied: "Password copied to clipboard" } as const;
