/**
 * The share card (docs/decisions/034): a 1200x630 PNG drawn on the device, shared as a file through the Web
 * Share API where the browser can share files (Android Chrome), otherwise downloaded. The link
 * it carries opens that day's challenge.
 */
import { siteConfig } from "../../../../site.config";
import { downloadBlob } from "../../../lib/download";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export type CardFacts = { game: string; gameName: string; score: string; rank: number; day: string; colors: { from: string; to: string } };

export function shareUrl(origin: string, game: string, day: string): string {
  return `${origin}/games/${game}?challenge&day=${day}`;
}

export function cardFileName(facts: CardFacts): string {
  return `${facts.game}-challenge-${facts.day}.png`;
}

/** Draws the card; resolves to the PNG. */
export function drawShareCard(facts: CardFacts): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const ctx = canvas.getContext("2d");
  if (!ctx) return Promise.reject(new Error("This browser cannot draw the card."));
  const gradient = ctx.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT);
  gradient.addColorStop(0, facts.colors.from);
  gradient.addColorStop(1, facts.colors.to);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  ctx.fillStyle = "rgba(11, 15, 25, 0.55)";
  ctx.fillRect(60, 60, CARD_WIDTH - 120, CARD_HEIGHT - 120);

  ctx.fillStyle = "#ffffff";
  ctx.textBaseline = "alphabetic";
  const font = (px: number, weight = 700) => `${weight} ${px}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  ctx.font = font(40, 600);
  ctx.fillText(`Daily challenge · ${facts.day}`, 110, 150);
  ctx.font = font(88, 800);
  ctx.fillText(facts.gameName, 110, 270, CARD_WIDTH - 220);
  ctx.font = font(64, 700);
  ctx.fillText(facts.score, 110, 380, CARD_WIDTH - 220);
  ctx.font = font(56, 700);
  ctx.fillStyle = "#fde68a";
  ctx.fillText(`Rank #${facts.rank} today`, 110, 470, CARD_WIDTH - 220);
  ctx.fillStyle = "#e5e7eb";
  ctx.font = font(36, 600);
  ctx.fillText(siteConfig.siteName, 110, 540, CARD_WIDTH - 220);

  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The card could not be drawn."))), "image/png"));
}

/** Shares the card with its link where files can be shared; otherwise downloads it. */
export async function shareCard(facts: CardFacts): Promise<"shared" | "downloaded"> {
  const blob = await drawShareCard(facts);
  const name = cardFileName(facts);
  const file = new File([blob], name, { type: "image/png" });
  const url = shareUrl(location.origin, facts.game, facts.day);
  const data: ShareData = { files: [file], title: `${facts.gameName}: daily challenge`, text: `${facts.score}, rank #${facts.rank} on ${facts.day}. Beat me!`, url };
  if (typeof navigator.canShare === "function" && navigator.canShare(data)) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      // The player closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === "AbortError") return "shared";
    }
  }
  downloadBlob(blob, name);
  return "downloaded";
}
