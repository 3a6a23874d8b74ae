/**
 * Service worker registration and the "new version" prompt (docs/decisions/013-service-worker-and-offline.md).
 * A new version installs in the background and then waits; the page offers a Reload, and only
 * then does the new worker take over (SKIP_WAITING) and the page reload once. Until then the open
 * page keeps the worker, and so the chunks, it was built with. The first install prompts nothing.
 */
import { SERVICE_WORKER_PATH, SKIP_WAITING_MESSAGE } from "../../contracts/pwa";

type Container = Pick<ServiceWorkerContainer, "controller" | "register" | "addEventListener">;

/**
 * Calls `onUpdateReady` once a new worker is installed and waiting while an older one controls
 * the page (with no controller this is the first install: nothing to update).
 */
export function watchForWaitingWorker(registration: ServiceWorkerRegistration, container: Pick<Container, "controller">, onUpdateReady: (waiting: ServiceWorker) => void) {
  if (registration.waiting && container.controller) {
    onUpdateReady(registration.waiting);
    return;
  }
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && container.controller) onUpdateReady(installing);
    });
  });
}

/** Tells the waiting worker to take over, then reloads this page once it controls it. */
export function activateWaitingWorker(waiting: ServiceWorker, container: Pick<Container, "addEventListener">, reload: () => void) {
  let reloaded = false;
  container.addEventListener("controllerchange", () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  });
  waiting.postMessage(SKIP_WAITING_MESSAGE);
}

/** How often a page left open asks the server for a new worker (when it becomes visible again). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The browser looks for a new worker on full page loads, but this site navigates in the page, so a
 * tab kept open for days would never see a deploy. Check again when the page comes back into view,
 * at most once per UPDATE_CHECK_INTERVAL_MS.
 */
export function checkForUpdatesWhenVisible(
  registration: Pick<ServiceWorkerRegistration, "update">,
  doc: Pick<Document, "visibilityState" | "addEventListener">,
  now: () => number,
): void {
  let lastCheck = now();
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState !== "visible" || now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = now();
    // Offline or a server hiccup: the next check will try again.
    registration.update().catch(() => {});
  });
}

export async function registerServiceWorker(container: Container, onUpdateReady: (waiting: ServiceWorker) => void): Promise<void> {
  const registration = await container.register(SERVICE_WORKER_PATH, { scope: "/" });
  watchForWaitingWorker(registration, container, onUpdateReady);
  checkForUpdatesWhenVisible(registration, document, Date.now);
}
