/**
 * Compresses an image in a Worker where the browser has createImageBitmap and OffscreenCanvas,
 * and on the main thread otherwise (or when the worker cannot decode the file, as with SVG).
 * An AbortSignal stops a run that a newer one replaced.
 */
import { drawAndEncode, type CompressedImage, type CompressRequest, type CompressResponse } from "./compress-core";

function canUseWorker(): boolean {
  return (
    typeof Worker !== "undefined" &&
    typeof OffscreenCanvas !== "undefined" &&
    typeof createImageBitmap === "function" &&
    typeof OffscreenCanvas.prototype.convertToBlob === "function"
  );
}

function abortError(): DOMException {
  return new DOMException("Compression replaced by a newer one", "AbortError");
}

function compressInWorker(request: CompressRequest, signal?: AbortSignal): Promise<CompressedImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./compress.worker.ts", import.meta.url), { type: "module" });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortError());
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<CompressResponse>) => {
      finish();
      if (event.data.ok) resolve(event.data);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || "worker failed"));
    };
    worker.postMessage(request);
  });
}

async function compressOnMainThread(request: CompressRequest): Promise<CompressedImage> {
  const url = URL.createObjectURL(request.file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    // An image outside the document reports its natural size as width and height.
    return await drawAndEncode(image, request, (width, height) => {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      return {
        context,
        encode: (type, quality) => new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("encoding failed"))), type, quality)),
      };
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function compressImage(request: CompressRequest, signal?: AbortSignal): Promise<CompressedImage> {
  if (canUseWorker()) {
    try {
      return await compressInWorker(request, signal);
    } catch (err) {
      if (signal?.aborted) throw err;
      // Fall through: the main thread can decode what a worker cannot (SVG, for one).
    }
  }
  if (signal?.aborted) throw abortError();
  const result = await compressOnMainThread(request);
  if (signal?.aborted) throw abortError();
  return result;
}
