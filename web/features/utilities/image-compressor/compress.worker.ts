/// <reference lib="webworker" />
/**
 * Decodes, scales and encodes an image off the main thread (createImageBitmap + OffscreenCanvas),
 * so a 12-megapixel photo never freezes the page.
 */
import { drawAndEncode, type CompressRequest, type CompressResponse } from "./compress-core";

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<CompressRequest>) => {
  const { file, type, quality } = event.data;
  let response: CompressResponse;
  try {
    const bitmap = await createImageBitmap(file);
    try {
      const result = await drawAndEncode(bitmap, { type, quality }, (width, height) => {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2d context");
        return { context, encode: (t, q) => canvas.convertToBlob({ type: t, quality: q }) };
      });
      response = { ok: true, ...result };
    } finally {
      bitmap.close();
    }
  } catch (err) {
    response = { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(response);
};
