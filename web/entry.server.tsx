/**
 * Renders pages at build time only (`ssr: false` + prerender). React Router's default entry
 * streams once the shell is ready, which leaves every lazily loaded tool or game as its loading
 * fallback in the HTML and its real markup in a hidden block swapped in by an inline script. A
 * prerendered page should hold its content as plain HTML, so this waits for everything
 * (`onAllReady`), as the default already does for crawlers and the SPA fallback, and writes it
 * in place (docs/decisions/005-prerender-lazy-content-in-place.md).
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let allReady = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React moves finished Suspense content past this many bytes out of place, into a hidden
      // block revealed by script; a static page has nothing to gain from that.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        allReady = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors before everything is ready reject through React Router, which logs them.
        if (allReady) console.error(error);
      },
    });
  });
}
