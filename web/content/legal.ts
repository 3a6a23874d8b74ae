/**
 * Terms and Conditions and Disclaimer (spec 1 "Legal pages", spec 2 "Terms and Disclaimer").
 * The text describes what this site actually does: free tools with a daily limit, VIP codes,
 * browser games, an AI assistant and a blog.
 */
import { siteConfig } from "../../site.config";
import { FREE_USES_PER_DAY, MIN_AGE, TERMS_LAST_UPDATED } from "../../contracts/site-routes";

/** A link under a section's text: a mail link, or an external page opened in a new tab. */
export type LegalLink = { label: string; href: string };
export type LegalSection = { heading: string; paragraphs: readonly string[]; links?: readonly LegalLink[] };
export type LegalDocument = { title: string; lastUpdated: string; intro: string; sections: readonly LegalSection[] };

const site = siteConfig.siteName;
const owner = siteConfig.displayName;
const email = siteConfig.links.businessEmail;

export const TERMS: LegalDocument = {
  title: "Terms and Conditions",
  lastUpdated: TERMS_LAST_UPDATED,
  intro: `These terms apply to everyone who visits or uses ${site}, run by ${owner}. By using the site you agree to them. If you do not agree, please do not use the site.`,
  sections: [
    {
      heading: "1. Who may use the site",
      paragraphs: [
        `You must be at least ${MIN_AGE} years old to use ${site}. If you are under 18, you may use the site only with the consent of a parent or legal guardian, who accepts these terms on your behalf.`,
      ],
    },
    {
      heading: "2. What the site offers",
      paragraphs: [
        "The site offers a portfolio, a blog, browser mini-games, generators (stylish names, random UIDs, sensitivity settings, passwords), in-browser utilities (image compressor, text to speech, QR codes, a clipboard manager), an AI chat assistant and Free Fire community tools (the “FF Bots”).",
        "Everything is free to use without an account. Games, generators and utilities run in your browser; the files you compress and the text you convert never leave your device.",
      ],
    },
    {
      heading: "3. Free Fire tools and fair use",
      paragraphs: [
        `Free users may use the FF Bots tools ${FREE_USES_PER_DAY} time per day per IP address. The same player UID can also receive only one free use per day. The daily limit resets at midnight in the time zone the site states on the tool page (UTC unless the operator says otherwise).`,
        "A request that fails because the service or its provider is unavailable does not count against your daily use.",
        "Do not try to get around the limit, for example by rotating IP addresses, automating requests or sending forged headers. Abuse may be blocked without notice.",
        "The FF Bots are unofficial community tools. They are not made, endorsed or supported by the game's developer or publisher, and results depend on an outside provider. Use them at your own risk and within the game's own rules.",
      ],
    },
    {
      heading: "4. VIP access",
      paragraphs: [
        `VIP access gives unlimited daily use of the FF Bots tools, priority support and early access to new tools. VIP codes are issued personally by ${owner} after you get in touch on Telegram (${siteConfig.telegramHandle}). A code is for your own use: do not share or resell it. Codes may have an expiry date, and a code that is shared or abused may be revoked.`,
      ],
    },
    {
      heading: "5. Acceptable use",
      paragraphs: [
        "Do not use the site to break the law, to harm other people, to send spam, or to attack, overload or probe the site and its services. Do not try to extract secrets, keys or other visitors' data.",
        "Messages you send to the AI assistant must not contain illegal, hateful or abusive content, or personal data of other people.",
      ],
    },
    {
      heading: "6. AI assistant",
      paragraphs: [
        "The chat assistant gives automated answers that can be wrong or out of date. Do not rely on it for important decisions, and never share passwords or private information with it. The number of messages per visitor may be limited to keep the service available for everyone.",
      ],
    },
    {
      heading: "7. Content and intellectual property",
      paragraphs: [
        `The site's own text, articles, code and design belong to ${owner} unless stated otherwise. You may share links and short quotes with credit. Game names and logos belong to their owners and are used only to describe the games.`,
      ],
    },
    {
      heading: "8. Availability and changes",
      paragraphs: [
        "The site is provided “as is” and “as available”. Tools may change, pause or end at any time, for example when an outside provider stops working. We may update these terms; the date at the top shows the latest version, and continued use means you accept it.",
      ],
    },
    {
      heading: "9. Limitation of liability",
      paragraphs: [
        `To the extent the law allows, ${owner} is not liable for any loss or damage arising from the use of the site or its tools, including lost game progress, account actions taken by a game's publisher, or data lost on your device.`,
      ],
    },
    {
      heading: "10. Contact",
      paragraphs: [`Questions about these terms: write to ${email}.`],
    },
  ],
};

export const DISCLAIMER: LegalDocument = {
  title: "Disclaimer",
  lastUpdated: TERMS_LAST_UPDATED,
  intro: `The information and tools on ${site} are offered in good faith for general information and entertainment. Please read this disclaimer before relying on any of them.`,
  sections: [
    {
      heading: "No official affiliation",
      paragraphs: [
        "This site is a personal project. It is not affiliated with, endorsed by or sponsored by Garena, Free Fire or any other game, platform or brand mentioned. All trademarks belong to their owners.",
      ],
    },
    {
      heading: "Free Fire tools",
      paragraphs: [
        `The FF Bots depend on an outside provider and may not always work. Results such as the number of likes are reported by that provider and are not guaranteed. Free users get ${FREE_USES_PER_DAY} use per day per IP address; VIP access is unlimited. Using third-party tools with a game account may be against that game's terms: you decide whether to use them and you carry the risk.`,
      ],
    },
    {
      heading: "Generators and utilities",
      paragraphs: [
        "Sensitivity presets are starting points, not guaranteed settings. Generated UIDs are random numbers and do not belong to real accounts. Passwords are generated in your browser with a secure random source; store them safely, because the site never sees or keeps them.",
      ],
    },
    {
      heading: "AI assistant",
      paragraphs: ["Answers from the chat assistant are produced automatically and may be inaccurate. They are not professional, legal, financial or technical advice."],
    },
    {
      heading: "Blog and external links",
      paragraphs: [
        "Articles reflect personal experience and opinion at the time of writing. Links to other websites are provided for convenience; we are not responsible for their content, privacy practices or availability.",
      ],
    },
    {
      heading: "Advertising",
      paragraphs: ["The site may show ads from an ad network to cover its running costs. An ad is not a recommendation of the product it shows."],
    },
    {
      heading: "Age",
      paragraphs: [`The site is meant for visitors aged ${MIN_AGE} and over. Visitors under 18 should use it with a parent's or guardian's consent.`],
    },
    {
      heading: "Contact",
      paragraphs: [`If you think something on the site is wrong or harmful, write to ${email} and we will look at it.`],
    },
  ],
};
