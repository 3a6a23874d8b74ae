import { describe, expect, it } from "vitest";
import { NAV_LINKS } from "../../../contracts/site-routes";
import { BOT_TOOLS, GAMES, GENERATOR_TOOLS, REGIONS, SITE_PAGES, UTILITY_TOOLS, VIP_BENEFITS } from "../../../contracts/site-knowledge";
import { siteConfig } from "../../../site.config";
import { buildPersona } from "./persona";

/** The capitalised words the instruction itself uses: sentence starts, headings, brands, abbreviations. */
const INSTRUCTION_WORDS = [
  "Commission",
  "Discord",
  "English",
  "Everything",
  "GG",
  "Generators",
  "Get",
  "Hinglish",
  "IP",
  "If",
  "Instagram",
  "KNOWLEDGE",
  "Keep",
  "Markdown",
  "Minimum",
  "Never",
  "Pages",
  "Personality",
  "SITE",
  "Share",
  "Supported",
  "Talk",
  "To",
  "VIP",
  "When",
  "YouTube",
];

const capitalisedWords = (text: string): string[] => text.match(/\p{Lu}[\p{L}'-]*/gu) ?? [];

describe("the persona", () => {
  const persona = buildPersona();

  it("is friendly and gaming-flavoured, with a little Hinglish", () => {
    expect(persona).toContain("friendly");
    expect(persona).toContain("gaming-flavoured");
    expect(persona).toContain("Hinglish");
  });

  it("names the operator from site.config.ts and no one else", () => {
    expect(persona).toContain(siteConfig.displayName);
    expect(persona).toContain(siteConfig.siteName);
    expect(persona).toContain("Share no personal data about anyone");
    // Every capitalised word comes from the identity, from the site's facts, or is one of the
    // instruction's own words below: a name written into the instruction (anyone's) fails here.
    const facts = JSON.stringify([siteConfig, SITE_PAGES, GAMES, BOT_TOOLS, REGIONS.map((r) => [r.label, r.value.toUpperCase()]), VIP_BENEFITS, GENERATOR_TOOLS, UTILITY_TOOLS]);
    const known = new Set([...capitalisedWords(facts), ...INSTRUCTION_WORDS]);
    expect(capitalisedWords(persona).filter((word) => !known.has(word))).toEqual([]);
  });

  it("knows the 14 games with their routes", () => {
    expect(persona).toContain("Games: 14 free browser games");
    for (const g of GAMES) expect(persona).toContain(`${g.name} at ${g.path}`);
    expect(GAMES.map((g) => g.path)).toEqual([
      "/games/tictactoe",
      "/games/snake",
      "/games/memory",
      "/games/flappy",
      "/games/rps",
      "/games/simon",
      "/games/2048",
      "/games/whack",
      "/games/pong",
      "/games/colormatch",
      "/games/typing",
      "/games/sliding",
      "/games/breakout",
      "/games/connect4",
    ]);
  });

  it("knows the likes tool's daily use, the UID rule, the regions and VIP", () => {
    expect(persona).toContain("/ff-bots/likes");
    expect(persona).toContain("8-11 digits");
    expect(persona).toContain("1 use per day per IP address");
    expect(persona).toContain("India (IND), Singapore (SG), Pakistan (PK), Bangladesh (BD), Thailand (TH), Vietnam (VN), Brazil (BR), Middle East (ME) and CIS (CIS)");
    expect(persona).toContain("VIP: unlimited daily likes, priority support, all premium tools and faster processing");
    expect(persona).toContain(siteConfig.telegramHandle);
  });

  it("lists every page of the route table, the other routes included", () => {
    for (const link of NAV_LINKS) expect(persona).toContain(`- ${link.path} (${link.label})`);
    for (const path of ["/gaming", "/coding", "/content", "/community", "/goals", "/privacy-policy", "/terms-conditions", "/disclaimer"]) {
      expect(persona).toContain(`- ${path} (`);
    }
    expect(SITE_PAGES.length).toBe(NAV_LINKS.length + 8);
  });

  it("says blog articles are long reads of 800+ words, and lists the tools", () => {
    expect(persona).toContain("800+ words");
    for (const name of [
      "Stylish Name Generator",
      "Random UID Generator",
      "Sensitivity Generator",
      "Password Generator",
      "Image Compressor",
      "Text-to-Speech",
      "QR Code Generator",
      "Clipboard Manager",
    ]) {
      expect(persona).toContain(name);
    }
  });
});
