/**
 * QR codes with the qrcode library: about 300 px wide, margin 2, black on
 * white, error correction L, M, Q or H (default M). The PNG is a whole number of pixels per
 * module (the widest that fits 300 px): forcing exactly 300 gave dense codes modules of 4.11 and
 * 3.53 px, uneven after rounding, which some decoders (jsQR) could not read. The library is fetched on first use, so only
 * visitors who open the QR tab ever download it.
 */
import type * as QrCodeLibrary from "qrcode";
import type { QRCodeRenderersOptions } from "qrcode";

export const QR_LEVELS = [
  { level: "L", label: "L: low (7%)" },
  { level: "M", label: "M: medium (15%)" },
  { level: "Q", label: "Q: quartile (25%)" },
  { level: "H", label: "H: high (30%)" },
] as const;
export type QrLevel = (typeof QR_LEVELS)[number]["level"];
export const DEFAULT_QR_LEVEL: QrLevel = "M";

export const QR_RENDER = { width: 300, margin: 2, color: { dark: "#000000", light: "#ffffff" } } as const satisfies QRCodeRenderersOptions;

export const QR_PNG_FILE = "qrcode.png";
export const QR_SVG_FILE = "qrcode.svg";

type QrLibrary = typeof QrCodeLibrary;
let library: Promise<QrLibrary> | undefined;

/** Starts (once) and returns the library download. */
export function loadQrLibrary(): Promise<QrLibrary> {
  library ??= import("qrcode").then((mod) => ((mod as { default?: QrLibrary }).default ?? mod) as QrLibrary);
  return library;
}

export function qrOptions(level: QrLevel) {
  return { ...QR_RENDER, color: { ...QR_RENDER.color }, errorCorrectionLevel: level };
}

/** Pixels per module so that the code and its margin are as wide as possible within `width`. */
export function qrScale(modules: number, margin: number = QR_RENDER.margin, width: number = QR_RENDER.width): number {
  return Math.max(1, Math.floor(width / (modules + 2 * margin)));
}

/** A PNG data URL of the code and its width in pixels (a whole multiple of its module count with margin). */
export async function makeQrPng(text: string, level: QrLevel): Promise<{ url: string; width: number }> {
  const qr = await loadQrLibrary();
  const modules = qr.create(text, { errorCorrectionLevel: level }).modules.size;
  const scale = qrScale(modules);
  const { width: _fixedWidth, ...options } = qrOptions(level);
  const url = await qr.toDataURL(text, { ...options, scale, type: "image/png" });
  return { url, width: scale * (modules + 2 * QR_RENDER.margin) };
}

/** The same code as SVG markup. */
export async function makeQrSvg(text: string, level: QrLevel): Promise<string> {
  const qr = await loadQrLibrary();
  return qr.toString(text, { ...qrOptions(level), type: "svg" });
}
