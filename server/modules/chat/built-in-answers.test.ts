import { describe, expect, it } from "vitest";
import { GAMES, SITE_PATHS } from "../../../contracts/site-knowledge";
import { siteConfig } from "../../../site.config";
import { answerQuestion, FALLBACK_INTENT, INTENT_IDS } from "./built-in-answers";
import { gamesNamedIn, normalize } from "./built-in-question";

const REGION_TEXT = "India (IND), Singapore (SG), Pakistan (PK), Bangladesh (BD), Thailand (TH), Vietnam (VN), Brazil (BR), Middle East (ME) and CIS (CIS)";

/** Questions a visitor would ask, the intent that must answer, and the facts and link the answer must hold. */
const QUESTIONS: { q: string; intent: string; facts: string[] }[] = [
  {
    q: "Which games are there?",
    intent: "games",
    facts: ["14 free browser games", "/games", ...GAMES.map((g) => g.name)],
  },
  { q: "How do I get free likes?", intent: "likes", facts: ["/ff-bots/likes", "8-11 digits", "1 use per day per IP address", "VIP"] },
  {
    q: "what is VIP",
    intent: "vip",
    facts: ["unlimited daily likes", "priority support", "all premium tools", "faster processing", siteConfig.telegramHandle, siteConfig.links.telegramChat, "/ff-bots"],
  },
  { q: "Which regions are supported?", intent: "regions", facts: ["9 regions", REGION_TEXT, "/ff-bots/likes"] },
  { q: "Why is my UID invalid??", intent: "uid", facts: ["8 to 11 digits", "numbers only", "/ff-bots/likes"] },
  { q: "where is the QR tool", intent: "qr", facts: ["QR Code Generator", "/utility-tools", "PNG"] },
  {
    q: "How do I contact the creator?",
    intent: "contact",
    facts: [siteConfig.displayName, siteConfig.links.businessEmail, siteConfig.links.whatsappChat, siteConfig.links.telegramChat, "/contact"],
  },
  { q: "Why can I only use the likes tool once a day?", intent: "limit", facts: ["1 use per day per IP address", "VIP", "unlimited daily likes", "/ff-bots/likes"] },
  { q: "Are you a bot or a real AI?", intent: "identity", facts: ["I'm the built-in assistant", siteConfig.siteName, "No AI model is plugged in"] },
  { q: "which model are you using", intent: "identity", facts: ["I'm the built-in assistant"] },
  { q: "how to play snake", intent: "game", facts: ["Snake is at /games/snake.", "/games"] },
  { q: "is there a connect four game?", intent: "game", facts: ["Connect Four is at /games/connect4", "AI"] },
  { q: "2048", intent: "game", facts: ["2048 is at /games/2048"] },
  { q: "Can I compress a photo here?", intent: "image", facts: ["Image Compressor", "/utility-tools"] },
  { q: "text to speech?", intent: "tts", facts: ["Text-to-Speech", "/utility-tools"] },
  { q: "where can I save quick notes", intent: "clipboard", facts: ["Clipboard Manager", "/utility-tools"] },
  { q: "best sensitivity for headshots", intent: "sensitivity", facts: ["Sensitivity Generator", "/tools", "assault, sniper, rusher and balanced"] },
  { q: "I need a stylish name for my FF nickname", intent: "name-generator", facts: ["Stylish Name Generator", "/tools"] },
  { q: "generate a random uid", intent: "uid-generator", facts: ["Random UID Generator", "/tools", "9 to 10 digit"] },
  { q: "password generator", intent: "password", facts: ["Password Generator", "/tools", "8 to 32"] },
  { q: "Where is the blog?", intent: "blog", facts: ["/blog", "800+ words"] },
  { q: "when will the spam bot launch", intent: "bots", facts: ["/ff-bots", "Spam Bot (/ff-bots/spam)", "Info Bot (/ff-bots/info)", "Visit Bot (/ff-bots/visit)", "coming soon"] },
  { q: "Is it free? Do I need to sign up?", intent: "free", facts: ["100% free", "no signup", "no payment", "1 use per day"] },
  { q: "Do you need my password? Is it safe?", intent: "safety", facts: ["never your password", "/privacy-policy"] },
  { q: "Can you build me a website?", intent: "commission", facts: ["commission work", "/contact", "/portfolio"] },
  { q: "what's your youtube channel", intent: "social", facts: [siteConfig.links.youtube, "/social"] },
  { q: "who made this site?", intent: "about", facts: [siteConfig.displayName, "/about"] },
  { q: "how old do I need to be", intent: "age", facts: ["at least 13", "under 18", "/terms-conditions"] },
  { q: "What are the creator's goals?", intent: "goals", facts: ["/goals"] },
  { q: "what is your gaming setup", intent: "gaming", facts: ["/gaming"] },
  { q: "how do I switch to dark mode", intent: "theme", facts: ["theme toggle"] },
  { q: "any easter eggs?", intent: "easter-eggs", facts: ["press N"] },
  { q: "hii", intent: "greeting", facts: ["14 games", siteConfig.shortName] },
  { q: "thanks a lot!", intent: "thanks", facts: ["Anytime"] },
  { q: "What's the weather in Paris?", intent: FALLBACK_INTENT, facts: ["I'm the built-in assistant", "/games", "/ff-bots/likes", "/tools", "/contact"] },
];

describe("the built-in assistant", () => {
  it.each(QUESTIONS)("answers '$q' with the $intent facts and link", ({ q, intent, facts }) => {
    const answer = answerQuestion(q);
    expect(answer.intent).toBe(intent);
    for (const fact of facts) expect(answer.text).toContain(fact);
  });

  it("is asked at least 20 distinct visitor questions here", () => {
    expect(new Set(QUESTIONS.map((x) => x.q)).size).toBeGreaterThanOrEqual(20);
  });

  it("mentions only paths that exist on the site", () => {
    const known = new Set(SITE_PATHS);
    for (const { q } of QUESTIONS) {
      for (const path of answerQuestion(q).text.match(/(?<![\w.:/])\/[a-z0-9/-]*[a-z0-9]/g) ?? []) {
        expect(known, `${path} in the answer to "${q}"`).toContain(path);
      }
    }
  });

  it("has an answer for every game by name and by route id", () => {
    for (const g of GAMES) {
      expect(answerQuestion(`tell me about ${g.name}`).text).toContain(g.path);
      expect(gamesNamedIn(normalize(`open ${g.id}`)).map((x) => x.id)).toContain(g.id);
    }
  });

  it("does not mistake a word that merely contains a game id for that game", () => {
    expect(gamesNamedIn(normalize("a corpse in the zone"))).toEqual([]);
  });

  it("reaches every intent with at least one test question", () => {
    const reached = new Set(QUESTIONS.map((x) => x.intent));
    for (const id of INTENT_IDS) {
      if (["portfolio", "coding", "content", "community", "privacy", "terms", "disclaimer", "tools"].includes(id)) continue;
      expect(reached, id).toContain(id);
    }
  });

  it.each([
    ["show me your portfolio", "/portfolio"],
    ["do you do coding tutorials on programming", "/coding"],
    ["when do you upload videos", "/content"],
    ["any giveaways in the community?", "/community"],
    ["what do you do with my data and cookies", "/privacy-policy"],
    ["terms and conditions", "/terms-conditions"],
    ["disclaimer", "/disclaimer"],
    ["what tools do you have", "/utility-tools"],
  ])("points '%s' to %s", (q, path) => {
    expect(answerQuestion(q).text).toContain(path);
  });

  it("keeps the persona: friendly and gaming-flavoured, with a little Hinglish", () => {
    const all = QUESTIONS.map(({ q }) => answerQuestion(q).text).join(" ");
    expect(all).toMatch(/\b(bhai|yaar|chalo)\b/i);
    expect(all).toMatch(/\bGG\b/);
  });
});
