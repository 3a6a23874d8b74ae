/**
 * Renders pages at build time only (`ssr: false` + prerender), with Preact's string renderer
 * (docs/decisions/012-preact-for-the-first-visit-budget.md). `renderToStringAsync` waits for
 * every lazily loaded tool or game and writes it in place, between `<!--$s-->` markers that
 * Preact's hydration reads, so a prerendered page holds its content as plain HTML
 * (docs/decisions/005-prerender-lazy-content-in-place.md).
 */
import { renderToStringAsync } from "preact-render-to-string";
import { ServerRouter, type EntryContext } from "react-router";
import { dropReactOnlyProps } from "./preact-props";

dropReactOnlyProps();

export const streamTimeout = 5_000;

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const html = await renderToStringAsync(<ServerRouter context={routerContext} url={request.url} />);
  responseHeaders.set("Content-Type", "text/html");
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}
