/**
 * Hydrates the prerendered document with React 19 (docs/decisions/016-react-renders-the-site.md),
 * in the shape of React Router's default client entry. Hydration runs in a transition, so React
 * splits it into small tasks. React does not replay a tap made inside a lazy tool whose code is
 * still loading: it drops the click (its default action, following a link, still happens); only a
 * form action's submit is kept and run once the form hydrates (docs/decisions/045).
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
