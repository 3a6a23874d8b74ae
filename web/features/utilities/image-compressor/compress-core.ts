/**
 * The drawing step shared by the worker and the main-thread fallback: scale into the fitted size
 * and encode. JPEG has no transparency, so transparent pixels are painted white instead of the
 * black a canvas would give them.
 */
import { fitWithin, type OutputFormat } from "./image-math";

export type CompressRequest = { file: Blob; type: OutputFormat; quality: number };
export type CompressedImage = { blob: Blob; width: number; height: number; originalWidth: number; originalHeight: number };
export type CompressResponse = ({ ok: true } & CompressedImage) | { ok: false; message: string };

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
type Drawable = CanvasImageSource & { width: number; height: number };

export type CanvasTarget = {
  context: Canvas2D;
  encode: (type: OutputFormat, quality: number) => Promise<Blob>;
};

export async function drawAndEncode(
  source: Drawable,
  request: Omit<CompressRequest, "file">,
  makeCanvas: (width: number, height: number) => CanvasTarget,
): Promise<CompressedImage> {
  const { width, height } = fitWithin(source.width, source.height);
  const { context, encode } = makeCanvas(width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  if (request.type === "image/jpeg") {
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(source, 0, 0, width, height);
  let blob = await encode(request.type, request.quality);
  // A browser that cannot write WebP hands back PNG; JPEG is the tool's own format and always works.
  if (blob.type !== request.type && request.type !== "image/jpeg") {
    context.fillStyle = "#ffffff";
    context.globalCompositeOperation = "destination-over";
    context.fillRect(0, 0, width, height);
    blob = await encode("image/jpeg", request.quality);
  }
  return { blob, width, height, originalWidth: source.width, originalHeight: source.height };
}
