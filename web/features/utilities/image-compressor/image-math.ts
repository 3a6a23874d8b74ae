/** The image compressor's arithmetic: fit within 1920x1080, sizes, savings. */
export const MAX_WIDTH = 1920;
export const MAX_HEIGHT = 1080;
export const DEFAULT_QUALITY = 0.7;
export const QUALITY_RANGE = { min: 0.1, max: 1, step: 0.05 } as const;

export type OutputFormat = "image/jpeg" | "image/webp";
export const OUTPUT_FORMATS: readonly { type: OutputFormat; label: string; fileName: string }[] = [
  { type: "image/jpeg", label: "JPEG", fileName: "compressed-image.jpg" },
  { type: "image/webp", label: "WebP", fileName: "compressed-image.webp" },
];

/** The download's name for the type the browser actually produced. */
export function compressedFileName(type: string): string {
  return OUTPUT_FORMATS.find((f) => f.type === type)?.fileName ?? "compressed-image.jpg";
}

/**
 * The largest size that fits inside maxWidth x maxHeight with the same aspect ratio. Images that
 * already fit keep their size (never upscaled). Each side is at least 1 pixel.
 */
export function fitWithin(width: number, height: number, maxWidth = MAX_WIDTH, maxHeight = MAX_HEIGHT): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Bytes as "512 B", "1.50 KB" or "2.25 MB" (1 KB = 1024 B); with a `locale`, the number is written
 * the way that language writes it ("1,50 KB" in Portuguese).
 */
export function formatBytes(bytes: number, locale?: string): string {
  const number = (value: number, digits: number) =>
    locale ? new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value) : value.toFixed(digits);
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 2)} KB`;
  return `${number(bytes / (1024 * 1024), 2)} MB`;
}

/** How much smaller the result is, in whole percent; 0 when it did not shrink. */
export function reductionPercent(originalBytes: number, compressedBytes: number): number {
  if (originalBytes <= 0) return 0;
  return Math.max(0, Math.round((1 - compressedBytes / originalBytes) * 100));
}

type Encoded = { blob: Blob; width: number; height: number; originalWidth: number; originalHeight: number };

/**
 * The compressed image, or the original when compressing did not make it smaller (an already
 * small or already compressed file can come back larger): a download is never bigger than the
 * file the visitor gave.
 */
export function smallerOf<T extends Encoded>(original: Blob, compressed: T): T & { keptOriginal: boolean } {
  if (compressed.blob.size < original.size) return { ...compressed, keptOriginal: false };
  return { ...compressed, blob: original, width: compressed.originalWidth, height: compressed.originalHeight, keptOriginal: true };
}
