/**
 * Renders pages at build time only (`ssr: false` + prerender) with React's streaming renderer,
 * in the shape of React Router's default server entry. The default streams as soon as the shell
 * is ready, which would leave every lazily loaded tool or game as its loading fallback in the
 * HTML; a prerendered page holds its content, so this waits for everything (`onAllReady`), as the
 * default already does for crawlers and the SPA fallback
 * (docs/decisions/005-prerender-lazy-content-in-place.md).
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { inlineMessagesScript, startPage } from "./i18n/prerender";

export const streamTimeout = 5_000;

/**
 * Past this many bytes React writes a finished Suspense boundary's HTML at the end of <body>, in
 * a hidden block an inline script swaps in. A page rendered once at build time gains nothing from
 * that, and a visitor without scripts (or before they run) would see the fallback: the whole page
 * is one chunk, so lazy tools and games stay where they are shown.
 */
export const PROGRESSIVE_CHUNK_SIZE = Number.MAX_SAFE_INTEGER;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  // The page's language comes from its path; its texts are recorded as it renders (decision 048).
  const page = startPage(new URL(request.url).pathname);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let allReady = false;
    // Abort after the timeout so rejected boundaries still flush (as React Router's default does).
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: PROGRESSIVE_CHUNK_SIZE,
      onAllReady() {
        allReady = true;
        let inline: string;
        try {
          inline = inlineMessagesScript(page, routerContext.staticHandlerContext.matches.at(-1)?.route.id);
        } catch (error) {
          reject(error);
          return;
        }
        // A translated page carries the translations it rendered, read before hydration: written
        // just before </head>. The stream's chunks may split "</head>" itself, so the start of the
        // page is held until the whole tag has arrived (the head is a few KB).
        let held = Buffer.alloc(0);
        const body = new PassThrough({
          transform(chunk: Buffer, _encoding, callback) {
            if (!inline) return callback(null, chunk);
            held = Buffer.concat([held, chunk]);
            const at = held.indexOf("</head>");
            if (at < 0) return callback();
            const withMessages = Buffer.concat([held.subarray(0, at), Buffer.from(inline, "utf8"), held.subarray(at)]);
            inline = "";
            held = Buffer.alloc(0);
            callback(null, withMessages);
          },
          flush(callback) {
            // A translated page with no </head> would hydrate in English: an error, not a page.
            if (inline) return callback(new Error(`a translated page has no </head> to carry its catalog: ${request.url}`));
            callback();
          },
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
