/**
 * The share card (docs/decisions/034): a 1200x630 picture drawn on the device, with the site's
 * address on it, shared as a file through the Web Share API where the browser can share files
 * (Android Chrome), otherwise downloaded. It is a WebP, or a JPEG where the browser cannot make a
 * WebP (Safari hands back a PNG) or the share target does not take one, and at most
 * MAX_CARD_BYTES: a PNG of the gradient was over 500 KB, heavy to send from a phone. The link
 * shared with it opens that day's challenge.
 */
import type { ChallengeGame } from "../../../../contracts/challenge";
import { siteConfig } from "../../../../site.config";
import { downloadBlob } from "../../../lib/download";
import { formatRank, formatScore } from "./format";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The most a card may weigh: it goes out over a phone's connection. */
export const MAX_CARD_BYTES = 150 * 1024;

export type CardFacts = { game: ChallengeGame; gameName: string; score: number; rank: number; day: string; colors: { from: string; to: string } };
export type CardType = "image/webp" | "image/jpeg";

/** The encodings tried in turn, lightest last: a type the browser cannot make is skipped. */
const ENCODINGS: Readonly<Record<CardType, readonly number[]>> = { "image/webp": [0.85, 0.6], "image/jpeg": [0.85, 0.65, 0.45] };

export function shareUrl(origin: string, game: string, day: string): string {
  return `${origin}/games/${game}?challenge&day=${day}`;
}

/** The site's address as a person types it: `https://example.dev/` -> `example.dev`. */
export function siteAddress(siteUrl: string): string {
  const url = new URL(siteUrl);
  return `${url.host}${url.pathname.replace(/\/+$/, "")}`;
}

export function cardFileName(facts: Pick<CardFacts, "game" | "day">, type: CardType): string {
  return `${facts.game}-challenge-${facts.day}.${type === "image/webp" ? "webp" : "jpg"}`;
}

/** What the card says, line by line; numbers as the rest of the challenge writes them (format.ts). */
export function cardLines(facts: CardFacts, site: { siteName: string; siteUrl: string }) {
  return {
    heading: `Daily challenge · ${facts.day}`,
    game: facts.gameName,
    score: formatScore(facts.game, facts.score),
    rank: `Rank ${formatRank(facts.rank)} today`,
    site: site.siteName,
    address: siteAddress(site.siteUrl),
  };
}

/** The part of a 2D context the card uses (tests pass their own). */
export type CardContext = Pick<CanvasRenderingContext2D, "createLinearGradient" | "fillRect" | "fillText" | "measureText"> & {
  fillStyle: CanvasRenderingContext2D["fillStyle"];
  font: string;
  textBaseline: CanvasTextBaseline;
};

/** Paints the card: the game's colours, then its lines; the site's name and address along the foot. */
export function paintCard(ctx: CardContext, facts: CardFacts, site: { siteName: string; siteUrl: string } = siteConfig): void {
  const lines = cardLines(facts, site);
  const gradient = ctx.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT);
  gradient.addColorStop(0, facts.colors.from);
  gradient.addColorStop(1, facts.colors.to);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  ctx.fillStyle = "rgba(11, 15, 25, 0.55)";
  ctx.fillRect(60, 60, CARD_WIDTH - 120, CARD_HEIGHT - 120);

  const width = CARD_WIDTH - 220;
  const font = (px: number, weight = 700) => `${weight} ${px}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  ctx.textBaseline = "alphabetic";
  ctx.fillStyle = "#ffffff";
  ctx.font = font(40, 600);
  ctx.fillText(lines.heading, 110, 150, width);
  ctx.font = font(88, 800);
  ctx.fillText(lines.game, 110, 260, width);
  ctx.font = font(64, 700);
  ctx.fillText(lines.score, 110, 360, width);
  ctx.font = font(56, 700);
  ctx.fillStyle = "#fde68a";
  ctx.fillText(lines.rank, 110, 435, width);
  ctx.fillStyle = "#e5e7eb";
  ctx.font = font(34, 600);
  ctx.fillText(lines.site, 110, 500, width);
  ctx.fillStyle = "#ffffff";
  ctx.font = font(40, 700);
  ctx.fillText(lines.address, 110, 545, width);
}

/** The part of a canvas the encoder uses. */
export type CardCanvas = Pick<HTMLCanvasElement, "toBlob">;

const toBlob = (canvas: CardCanvas, type: string, quality: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * The card as the first of `types` the browser can make within MAX_CARD_BYTES. A browser that
 * cannot encode a type answers a PNG (or nothing) instead: that type is skipped.
 */
export async function encodeCard(canvas: CardCanvas, types: readonly CardType[] = ["image/webp", "image/jpeg"]): Promise<Blob> {
  for (const type of types) {
    for (const quality of ENCODINGS[type]) {
      const blob = await toBlob(canvas, type, quality);
      if (!blob || blob.type !== type) break;
      if (blob.size <= MAX_CARD_BYTES) return blob;
    }
  }
  throw new Error("The card could not be drawn.");
}

function drawCanvas(facts: CardFacts): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("This browser cannot draw the card.");
  paintCard(ctx, facts);
  return canvas;
}

function shareData(facts: CardFacts, blob: Blob): ShareData {
  const type = blob.type as CardType;
  const file = new File([blob], cardFileName(facts, type), { type });
  const text = `${formatScore(facts.game, facts.score)}, rank ${formatRank(facts.rank)} on ${facts.day}. Beat me!`;
  return { files: [file], title: `${facts.gameName}: daily challenge`, text, url: shareUrl(location.origin, facts.game, facts.day) };
}

/** Shares the card with its link where files can be shared (as a JPEG where a WebP is not taken); otherwise downloads it. */
export async function shareCard(facts: CardFacts): Promise<"shared" | "downloaded"> {
  const canvas = drawCanvas(facts);
  let blob = await encodeCard(canvas);
  let data = shareData(facts, blob);
  if (typeof navigator.canShare === "function") {
    if (!navigator.canShare(data) && blob.type !== "image/jpeg") {
      blob = await encodeCard(canvas, ["image/jpeg"]);
      data = shareData(facts, blob);
    }
    if (navigator.canShare(data)) {
      try {
        await navigator.share(data);
        return "shared";
      } catch (error) {
        // The player closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return "shared";
      }
    }
  }
  downloadBlob(blob, cardFileName(facts, blob.type as CardType));
  return "downloaded";
}
