/**
 * The Privacy Policy. It describes what this site really does (docs/architecture.md says
 * what each part stores): hashed IPs and UIDs for the daily limit, per-tool daily counters, blog views
 * counted once per hashed IP per post per day, the daily challenge's runs (decision 036), chat
 * messages passed to the configured model and not stored, and ads and analytics only when
 * site.config.ts switches them on.
 *
 * Its texts are templates under keys, like the other legal pages' (./legal.ts): the translations
 * are web/i18n/messages/<locale>/legal-privacy.json, filled with the same values.
 */
import { siteConfig } from "../../site.config";
import { DEFAULT_LOCALE, type Locale } from "../../contracts/locales";
import { DAILY_SUBMISSIONS_PER_GAME, HIDDEN_DEAL_GAMES, NAMES_PER_ADDRESS_PER_GAME } from "../../contracts/challenge";
import { gameFacts } from "../../contracts/games";
import { CHALLENGE_DAILY_ROWS_RETENTION_DAYS, CHALLENGE_RUN_RETENTION_DAYS, PERSONAL_DATA_RETENTION_DAYS } from "../../contracts/retention";
import { PRIVACY_LAST_UPDATED } from "../../contracts/site-routes";
import { ENGLISH_COUNTS, fillLegalText, legalDocument, legalValues, type LegalCounts, type LegalDocument, type LegalLayout, type LegalPageSource, type LegalValues } from "./legal";

const adsOn = Boolean(siteConfig.ads.client && siteConfig.ads.slot);
const analyticsOn = Boolean(siteConfig.analyticsPath);

/** The legal values plus the daily challenge's and retention's, formatted for one language. */
function privacyValues(locale: Locale, counts: LegalCounts = ENGLISH_COUNTS): LegalValues {
  return {
    ...legalValues(locale, counts),
    // "2048, Memory Match and Simon Says": the games whose moves the server sees as they are played.
    hiddenDealGames: new Intl.ListFormat(locale, { type: "conjunction" }).format([...HIDDEN_DEAL_GAMES].map((g) => gameFacts(g).name)),
    submissionsPerGame: counts.runs(DAILY_SUBMISSIONS_PER_GAME),
    namesPerGame: counts.names(NAMES_PER_ADDRESS_PER_GAME),
    runDays: counts.days(CHALLENGE_RUN_RETENTION_DAYS),
    dailyRowsDays: counts.days(CHALLENGE_DAILY_ROWS_RETENTION_DAYS),
    personalDays: counts.days(PERSONAL_DATA_RETENTION_DAYS),
  };
}

const PRIVACY_TEXTS = {
  title: "Privacy Policy",
  metaDescription: "What {site} collects (very little), why, how it is protected, and your choices: hashed IPs for the daily limit, no accounts, no selling of data.",
  intro:
    "This policy explains what {site}, run by {owner}, collects when you visit, why, and what you can do about it. We collect as little as we can: there are no accounts and no sign-in, and most tools and all games run entirely in your browser.",
  collectHeading: "1. Information We Collect",
  collectRequests:
    "Request data: like every website, our server receives your IP address, your browser's user agent and the address of the page or file you ask for. Our server logs record requests so we can keep the site secure and fix problems.",
  collectTools:
    "Free Fire tools: when you use an FF Bots tool you enter a player UID and choose a region. To enforce the daily limit we store a keyed hash of your IP address and a keyed hash of the UID, together with the date, never the IP address itself. If you have a VIP code, it is stored only as a hash with its expiry date.",
  collectCounters:
    "Usage counters: each time a generator on the Tools page produces a result, a counter for that tool and day goes up by one. The counter holds no personal data. A blog article's view count goes up at most once per visitor per article per day; to know whether you already counted today we use the same keyed hash of your IP address.",
  collectChallenge:
    "Daily challenge: a challenge run starts on our server, which keeps a row for it with the game, the day, the time it started, the keyed hash of your IP address and a hash of this browser's device key (a random key the page makes and keeps, so the names you put on today's boards stay yours: another device cannot take them). For {hiddenDealGames}, each move goes to our server as you play, with the page's time of the move, and our server adds the time it arrived; for the other games the moves and their page times are sent when the run ends, and only a hash of them is kept. Our server replays the moves and checks that their timing is a person's, then stores the run: your nickname and its look-alike key (the form names are compared by, so \"ASHA\" or a copy in other letters cannot pass for \"Asha\"), the game, the day, the score, the same two hashes, and whether the run was ranked or held for the operator's review, with the reason. Each visitor can submit {submissionsPerGame} per game per day, under at most {namesPerGame} per game. Runs are deleted after {runDays}, except the run each game's all-time record shows; the started-run rows, with their moves and times, and the daily counters after {dailyRowsDays}. If the operator blocks a player for abuse, the hash of that device key stays on the block list, and the keyed hash of the IP address too when the operator also blocks the connection. Your first run under a name each day shows a recovery code once; our server keeps only a hash of it, beside the name's look-alike key and the device key's hash, for {dailyRowsDays}, so that you can take the name back on another device that day. A run needs a connection from its start to its submission; your nickname and the device key are kept in your browser's local storage.",
  collectChat: "Chat messages: what you type into the chat assistant is sent to our server to produce a reply (see Third-Party Services). We do not store the conversation.",
  collectContact:
    "Contact form: the form sends nothing to our server. It opens your own e-mail app with your name, e-mail address and message filled in, and you decide whether to send it.",
  collectBrowser:
    "Stored in your browser: your light or dark theme choice and the best scores of a few games (Simon Says, 2048 and Whack-a-Mole) are kept in your browser's local storage. They never leave your device. The daily challenge also keeps your nickname and its device key there; those are sent with a challenge run, as described above.",
  useHeading: "2. How We Use Information",
  usePurposes:
    "We use this information only to run the site: to apply the fair-use limit of {freeUsesFree} per day per IP address and per UID, to deliver the result you asked for, to show which tools and articles are popular, to answer your chat messages, to stop abuse with short-term rate limits, and to find and fix errors.",
  useNoSelling: "We do not sell or rent your information, we do not build profiles about you, and we do not use it for anything else.",
  securityHeading: "3. Data Security",
  securityHashes:
    "IP addresses and UIDs are hashed with a secret key before they are stored, so the stored values cannot be turned back into an address or a UID. VIP codes are also stored only as hashes.",
  securityServer:
    "The site is served over HTTPS with strict security headers. The database is reachable only by our server, and every API key and secret stays on the server: none is ever sent to your browser.",
  securityLittle: "No system is perfectly secure, but we keep what we hold small, so there is little to lose.",
  cookiesHeading: "4. Cookies and Tracking",
  cookiesNone:
    "The site itself sets no cookies and does not follow you across other websites. It only uses your browser's local storage for the theme, the game scores and the daily challenge's nickname and device key described above; you can clear them at any time in your browser's settings.",
  cookiesAnalyticsOn:
    "Page-view analytics and speed insights are switched on: a script loaded from this site's own address counts page views and measures how fast pages load, so we can see which pages are used and keep them fast. We look only at totals, not at individual visitors.",
  cookiesAnalyticsOff: "Page-view analytics and speed insights are currently switched off, so no analytics script is loaded.",
  cookiesAds: "Ads, when shown, may come with the ad network's own cookies (see the next section).",
  adsHeading: "5. Advertising (Google AdSense)",
  adsOn: "This site shows ads from Google AdSense to cover its running costs.",
  adsOff:
    "This site currently shows no ads and loads no ad script. If ads are switched on in the future, they will come from Google AdSense, and this section explains what that means.",
  adsCookies:
    "With ads on, Google and its partners may use cookies to show ads based on your visits to this and other websites. You can turn off personalised ads in Google's Ads Settings, and learn more about how Google uses data from sites that show its ads.",
  adsSettingsLink: "Google Ads Settings",
  adsPartnerSitesLink: "How Google uses data from partner sites",
  rightsHeading: "6. Your Rights",
  rightsAsk:
    "You may ask what information we hold about you, ask us to correct or delete it, or object to how we use it. Because we store only hashes and no names or e-mail addresses, we usually cannot link stored records to you; if you tell us your UID, we can find and delete the records made for it.",
  rightsLaws:
    "Depending on where you live (for example under the GDPR in the European Union or the Digital Personal Data Protection Act in India) you may have further rights, including the right to complain to your data protection authority.",
  botsHeading: "7. FF Bots Tools and Data Usage",
  botsLimits:
    "The bot tools use your IP address and your game UID to enforce daily limits: free users get {freeUses} per day per IP address, and each UID can receive one free use per day. We keep a keyed hash of each, with the date, in the site's hosted database. If a request fails on our side or at the provider, the reservation is released and does not use up your day.",
  botsRetention:
    "How long we keep it: the records of free and VIP uses and the records used to count blog article views are kept for {personalDays}. After that they are deleted automatically (a VIP use keeps only its date and code, without the IP hash or UID), and only daily totals with no personal data remain.",
  botsProvider:
    "To deliver likes, the UID and region you enter are sent to the game API of our likes provider. The result it returns (player nickname, level and like counts) is shown to you and is not kept by us.",
  botsVip: "VIP members get unlimited use with a personal code issued by {owner}; the code is checked against its stored hash on each request.",
  thirdHeading: "8. Third-Party Services",
  thirdLikes: "Likes provider: receives the UID and region of each FF Bots request, as described above.",
  thirdChat:
    "AI chat: if the operator has connected an AI model provider (Google Gemini or another OpenAI-compatible service), the last six messages of your conversation, together with the site's instructions for the assistant, are sent to that provider to write a reply, and its own privacy policy applies. Without one, a built-in assistant on our own server answers. Please do not share personal information in the chat.",
  thirdHosting: "Hosting: the site, its database and its logs run on servers of a hosting provider chosen by the operator.",
  thirdLinks:
    "External links: links to YouTube, Instagram, WhatsApp, Telegram, Discord and other platforms open those services in a new tab; once there, their privacy policies apply.",
  childrenHeading: "9. Children's Privacy",
  childrenAge:
    "The site is meant for visitors aged {minAge} and over, and visitors under 18 should use it with a parent's or guardian's consent. We do not knowingly collect personal information from children under {minAge}. If you believe a child has given us personal information, contact us and we will delete it.",
  changesHeading: "10. Changes to This Policy",
  changesUpdate: "When the site changes what it collects or how it uses it, we will update this policy and the date at the top. Please check this page from time to time.",
  contactHeading: "11. Contact Us",
  contactWrite: "Questions or requests about your privacy? Write to {email} or send a message on Telegram.",
  contactEmailLink: "E-mail {email}",
  contactTelegramLink: "Message on Telegram",
} as const;

type PrivacyKey = keyof typeof PRIVACY_TEXTS;

const PRIVACY_LAYOUT: LegalLayout<PrivacyKey> = {
  title: "title",
  intro: "intro",
  sections: [
    {
      heading: "collectHeading",
      paragraphs: ["collectRequests", "collectTools", "collectCounters", "collectChallenge", "collectChat", "collectContact", "collectBrowser"],
    },
    { heading: "useHeading", paragraphs: ["usePurposes", "useNoSelling"] },
    { heading: "securityHeading", paragraphs: ["securityHashes", "securityServer", "securityLittle"] },
    { heading: "cookiesHeading", paragraphs: ["cookiesNone", analyticsOn ? "cookiesAnalyticsOn" : "cookiesAnalyticsOff", "cookiesAds"] },
    {
      heading: "adsHeading",
      paragraphs: [adsOn ? "adsOn" : "adsOff", "adsCookies"],
      links: [
        { label: "adsSettingsLink", href: "https://adssettings.google.com" },
        { label: "adsPartnerSitesLink", href: "https://policies.google.com/technologies/partner-sites" },
      ],
    },
    { heading: "rightsHeading", paragraphs: ["rightsAsk", "rightsLaws"] },
    { heading: "botsHeading", paragraphs: ["botsLimits", "botsRetention", "botsProvider", "botsVip"] },
    { heading: "thirdHeading", paragraphs: ["thirdLikes", "thirdChat", "thirdHosting", "thirdLinks"] },
    { heading: "childrenHeading", paragraphs: ["childrenAge"] },
    { heading: "changesHeading", paragraphs: ["changesUpdate"] },
    {
      heading: "contactHeading",
      paragraphs: ["contactWrite"],
      links: [
        { label: "contactEmailLink", href: `mailto:${siteConfig.links.businessEmail}` },
        { label: "contactTelegramLink", href: siteConfig.links.telegramChat },
      ],
    },
  ],
};

export const PRIVACY_SOURCE: LegalPageSource<PrivacyKey> = {
  name: "legal-privacy",
  texts: PRIVACY_TEXTS,
  layout: PRIVACY_LAYOUT,
  values: privacyValues,
  lastUpdated: PRIVACY_LAST_UPDATED,
  path: "/privacy-policy",
};

/** The English page's title and description (read by the browser tests). @internal */
export const PRIVACY_META = {
  title: PRIVACY_TEXTS.title,
  description: fillLegalText(PRIVACY_TEXTS.metaDescription, privacyValues(DEFAULT_LOCALE)),
} as const;

/** The Privacy Policy in English, filled in: what the English page shows (read by the tests). @internal */
export const PRIVACY: LegalDocument = legalDocument(PRIVACY_LAYOUT, PRIVACY_TEXTS, privacyValues(DEFAULT_LOCALE), PRIVACY_LAST_UPDATED);
