/** Sentences' building blocks shared by the persona and the built-in assistant's answers. */
import { BOT_TOOLS, REGIONS, VIP_BENEFITS, type BotTool } from "../../../contracts/site-knowledge";

/** "a, b and c" */
export function joinList(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "India (IND), Singapore (SG), ... and CIS (CIS)": the codes as the spec's assistant text writes them. */
export const regionList = (): string => joinList(REGIONS.map((r) => `${r.label} (${r.value.toUpperCase()})`));

export const liveBot = (): BotTool => {
  const bot = BOT_TOOLS.find((b) => b.live);
  if (!bot) throw new Error("site-knowledge lists no live bot");
  return bot;
};

export const upcomingBots = (): BotTool[] => BOT_TOOLS.filter((b) => !b.live);

export const vipBenefits = (): string => joinList(VIP_BENEFITS);
