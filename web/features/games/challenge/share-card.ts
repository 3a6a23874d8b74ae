/**
 * The share card (docs/decisions/034): a 1200x630 picture drawn on the device, with the site's
 * address on it, shared as a file through the Web Share API where the browser can share files
 * (Android Chrome), otherwise downloaded. It is a WebP, or a JPEG where the browser cannot make a
 * WebP (Safari hands back a PNG) or the share target does not take one, and at most
 * MAX_CARD_BYTES: a PNG of the gradient was over 500 KB, heavy to send from a phone. The link
 * shared with it opens that day's challenge.
 */
import type { ChallengeGame } from "../../../../contracts/challenge";
import { DEFAULT_LOCALE, localizedPath, textDirection, type Locale } from "../../../../contracts/locales";
import { siteConfig } from "../../../../site.config";
import { downloadBlob } from "../../../lib/download";
import { formatDay, formatRank, formatScore } from "./format";
import { challengeMessages } from "./texts";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The most a card may weigh: it goes out over a phone's connection. */
export const MAX_CARD_BYTES = 150 * 1024;

/** `locale`: the page's language, which the card is written in (English when not given). */
export type CardFacts = {
  game: ChallengeGame;
  gameName: string;
  score: number;
  rank: number;
  day: string;
  colors: { from: string; to: string };
  locale?: Locale;
  /** The ranked run's watch page (a path, the server's replayUrl): the shared text links it. */
  replayUrl?: string | null;
};
export type CardType = "image/webp" | "image/jpeg";

/** The encodings tried in turn, lightest last: a type the browser cannot make is skipped. */
const ENCODINGS: Readonly<Record<CardType, readonly number[]>> = { "image/webp": [0.85, 0.6], "image/jpeg": [0.85, 0.65, 0.45] };

/** The link that opens that day's challenge, in the sharer's language, with the sharer's score for the friend's first screen. */
export function shareUrl(origin: string, game: string, day: string, locale: Locale = DEFAULT_LOCALE, score?: number): string {
  return `${origin}${localizedPath(`/games/${game}`, locale)}?challenge&day=${day}${score === undefined ? "" : `&score=${score}`}`;
}

/** The run's watch page, in the sharer's language. */
export function watchUrl(origin: string, replayUrl: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${origin}${localizedPath(replayUrl, locale)}`;
}

/** The site's address as a person types it: `https://example.dev/` -> `example.dev`. */
export function siteAddress(siteUrl: string): string {
  const url = new URL(siteUrl);
  return `${url.host}${url.pathname.replace(/\/+$/, "")}`;
}

export function cardFileName(facts: Pick<CardFacts, "game" | "day">, type: CardType): string {
  return `${facts.game}-challenge-${facts.day}.${type === "image/webp" ? "webp" : "jpg"}`;
}

/** What the card says, line by line, in the page's language; numbers as the rest of the challenge writes them (format.ts). */
export function cardLines(facts: CardFacts, site: { siteName: string; siteUrl: string }) {
  const locale = facts.locale ?? DEFAULT_LOCALE;
  const t = challengeMessages.get();
  return {
    heading: t.cardHeading({ day: formatDay(facts.day, locale) }),
    game: facts.gameName,
    score: formatScore(facts.game, facts.score, locale),
    rank: t.cardRank({ rank: formatRank(facts.rank, locale) }),
    site: site.siteName,
    address: siteAddress(site.siteUrl),
  };
}

/** The part of a 2D context the card uses (tests pass their own). */
export type CardContext = Pick<CanvasRenderingContext2D, "createLinearGradient" | "fillRect" | "fillText" | "measureText"> & {
  fillStyle: CanvasRenderingContext2D["fillStyle"];
  font: string;
  textBaseline: CanvasTextBaseline;
  textAlign: CanvasTextAlign;
  direction: CanvasDirection;
};

/**
 * The card's fonts: the system's UI font first, then system fonts that carry Devanagari (Hindi)
 * and Arabic on Android, Windows, Apple and Linux, so no line falls back to empty boxes.
 */
export const CARD_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Noto Sans Arabic", "Nirmala UI", Mangal, "Kohinoor Devanagari", "Geeza Pro", Tahoma, "Lohit Devanagari", "DejaVu Sans", sans-serif';

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
  const font = (px: number, weight = 700) => `${weight} ${px}px ${CARD_FONTS}`;
  // Arabic is written from the right: the lines start at the frame's right edge.
  const rtl = textDirection(facts.locale ?? DEFAULT_LOCALE) === "rtl";
  const x = rtl ? CARD_WIDTH - 110 : 110;
  ctx.direction = rtl ? "rtl" : "ltr";
  ctx.textAlign = "start";
  ctx.textBaseline = "alphabetic";
  ctx.fillStyle = "#ffffff";
  ctx.font = font(40, 600);
  ctx.fillText(lines.heading, x, 150, width);
  ctx.font = font(88, 800);
  ctx.fillText(lines.game, x, 260, width);
  ctx.font = font(64, 700);
  ctx.fillText(lines.score, x, 360, width);
  ctx.font = font(56, 700);
  ctx.fillStyle = "#fde68a";
  ctx.fillText(lines.rank, x, 435, width);
  ctx.fillStyle = "#e5e7eb";
  ctx.font = font(34, 600);
  ctx.fillText(lines.site, x, 500, width);
  ctx.fillStyle = "#ffffff";
  ctx.font = font(40, 700);
  // The address reads left to right even on an Arabic card.
  ctx.direction = "ltr";
  ctx.textAlign = rtl ? "right" : "left";
  ctx.fillText(lines.address, x, 545, width);
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
  const locale = facts.locale ?? DEFAULT_LOCALE;
  const t = challengeMessages.get();
  const beat = t.shareText({ score: formatScore(facts.game, facts.score, locale), rank: formatRank(facts.rank, locale), day: formatDay(facts.day, locale) });
  const text = facts.replayUrl ? `${beat} ${t.shareWatch({ url: watchUrl(location.origin, facts.replayUrl, locale) })}` : beat;
  return { files: [file], title: t.shareTitle({ game: facts.gameName }), text, url: shareUrl(location.origin, facts.game, facts.day, locale, facts.score) };
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
