/**
 * Hydrates the prerendered page with Preact (docs/decisions/012-preact-for-the-first-visit-budget.md).
 *
 * React Router's `HydratedRouter` first decodes the page's streamed loader data
 * (`window.__reactRouterContext.streamController`) and, until that is done, throws the decoding
 * promise from its render. React 19 suspends the whole root on that; Preact has no root-level
 * Suspense, so the promise would escape and nothing would hydrate. So: start the decoding by
 * calling the component once outside any render, wait for it, then hydrate. On that first call
 * the component throws before it reaches any hook (the decoding cannot finish synchronously), and
 * anything but a promise is a real error and is rethrown.
 */
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { flushEffectsAfterCommit } from "./preact-effects";
import { dropReactOnlyProps } from "./preact-props";

function routerDataDecoded(): Promise<unknown> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
    throw thrown;
  }
  return Promise.resolve();
}

flushEffectsAfterCommit();
dropReactOnlyProps();

void routerDataDecoded().then(() => {
  // The children of the prerendered <html>: see web/shell/document-root.tsx.
  hydrateRoot(document.documentElement, <HydratedRouter />);
});
