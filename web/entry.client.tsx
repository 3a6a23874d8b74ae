/**
 * Hydrates the prerendered document with React 19 (docs/decisions/016-react-renders-the-site.md),
 * in the shape of React Router's default client entry. Hydration runs in a transition, so React
 * splits it into small tasks and replays a tap made inside a lazy tool that is still loading
 * once that tool hydrates.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reportRecoverableError } from "./lib/hydration-report";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    { onRecoverableError: reportRecoverableError },
  );
});
