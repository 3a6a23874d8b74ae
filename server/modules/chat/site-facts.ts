/** Sentences' building blocks shared by the persona and the built-in assistant's answers. */
import { BOT_TOOLS, REGIONS, SITE_PAGES, VIP_BENEFITS, type BotTool, type SiteTool } from "../../../contracts/site-knowledge";

/** "a, b and c" */
export function joinList(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "India (IND), Singapore (SG), ... and CIS (CIS)": label, then the code in capitals. */
export const regionList = (): string => joinList(REGIONS.map((r) => `${r.label} (${r.value.toUpperCase()})`));

export const liveBot = (): BotTool => {
  const bot = BOT_TOOLS.find((b) => b.live);
  if (!bot) throw new Error("site-knowledge lists no live bot");
  return bot;
};

export const upcomingBots = (): BotTool[] => BOT_TOOLS.filter((b) => !b.live);

export const vipBenefits = (): string => joinList(VIP_BENEFITS);

const pageDescription = (path: string) => SITE_PAGES.find((p) => p.path === path)?.description;

/** "The QR Code Generator is at /utility-tools 🛠️ <description> <tail>" */
export function toolAnswer(tools: readonly SiteTool[], id: string, tail: string): string {
  const t = tools.find((x) => x.id === id);
  if (!t) throw new Error(`site-knowledge lists no tool "${id}"`);
  return `The ${t.name} is at ${t.path} 🛠️ ${t.description} ${tail}`;
}

/** "<lead> Head to <path>: <the page's description>." */
export function pageAnswer(path: string, lead: string): string {
  const description = pageDescription(path);
  return `${lead} Head to ${path}${description ? `: ${description}` : ""}.`;
}
