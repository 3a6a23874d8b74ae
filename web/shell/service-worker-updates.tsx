import { useEffect } from "react";
import { DEFAULT_LOCALE } from "../../contracts/locales";
import { KEEP_LANGUAGE_MESSAGE_TYPE } from "../../contracts/pwa";
import { locale, useMessages } from "../i18n/i18n";
import { toast } from "../lib/toast-store";
import { activateWaitingWorker, registerServiceWorker } from "../pwa/update-flow";
import { extrasMessages } from "./extras-messages";

/** The update prompt's English text, where the offline browser test reads it. @internal */
export { UPDATE_TOAST } from "./extras-messages";

/**
 * Registers the service worker after the page has loaded (it must not compete with the first
 * paint), in production builds only: `npm run dev` serves no worker and must not be cached.
 */
export function ServiceWorkerUpdates() {
  // Rendering the texts is what makes a translated page carry them for the prompt later.
  useMessages(extrasMessages);
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    const start = () => {
      registerServiceWorker(container, (waiting) => {
        const t = extrasMessages.get();
        toast({
          title: t.updateTitle,
          description: t.updateDescription,
          duration: Infinity,
          action: { label: t.updateAction, onClick: () => activateWaitingWorker(waiting, container, () => window.location.reload()) },
        });
      })
        // A translated page: the worker keeps this language's offline pages too (web/pwa/sw.ts).
        .then(() => (locale.get() === DEFAULT_LOCALE ? undefined : container.ready))
        .then((registration) => registration?.active?.postMessage({ type: KEEP_LANGUAGE_MESSAGE_TYPE, locale: locale.get() }))
        .catch((err: unknown) => console.warn("Service worker registration failed:", err));
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);
  return null;
}
