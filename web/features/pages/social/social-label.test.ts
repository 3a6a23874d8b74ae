import { describe, expect, it } from "vitest";
import { SOCIAL_LINKS } from "../../../content/social";
import { socialButtonLabel } from "./social-label";

describe("socialButtonLabel", () => {
  it.each([
    ["whatsapp", "Join Channel"],
    ["youtube", "Subscribe Now"],
    ["instagram", "Follow Me"],
    ["telegram", "Join"],
    ["discord", "Join Server"],
    ["reddit", "Follow on Reddit"],
    ["linkedin", "Connect Now"],
    ["x", "Follow Me"],
    ["facebook", "Follow Me"],
  ] as const)("labels a %s link '%s'", (platform, label) => {
    expect(socialButtonLabel(platform)).toBe(label);
  });

  it("gives the ten links, in the page's order, their labels (both Telegram links say Join)", () => {
    expect(SOCIAL_LINKS.map((l) => `${l.name}: ${socialButtonLabel(l.platform)}`)).toEqual([
      "WhatsApp Channel: Join Channel",
      "YouTube: Subscribe Now",
      "Instagram: Follow Me",
      "Telegram Channel: Join",
      "VIP Telegram Group: Join",
      "Discord: Join Server",
      "Reddit: Follow on Reddit",
      "LinkedIn: Connect Now",
      "Twitter / X: Follow Me",
      "Facebook: Follow Me",
    ]);
  });
});
