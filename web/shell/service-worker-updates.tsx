import { useEffect } from "react";
import { toast } from "../lib/toast-store";
import { activateWaitingWorker, registerServiceWorker } from "../pwa/update-flow";

export const UPDATE_TOAST = {
  title: "A new version is available",
  description: "Reload to use it. Games and tools keep working offline either way.",
  action: "Reload",
} as const;

/**
 * Registers the service worker after the page has loaded (it must not compete with the first
 * paint), in production builds only: `npm run dev` serves no worker and must not be cached.
 */
export function ServiceWorkerUpdates() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    const start = () => {
      registerServiceWorker(container, (waiting) => {
        toast({
          title: UPDATE_TOAST.title,
          description: UPDATE_TOAST.description,
          duration: Infinity,
          action: { label: UPDATE_TOAST.action, onClick: () => activateWaitingWorker(waiting, container, () => window.location.reload()) },
        });
      }).catch((err: unknown) => console.warn("Service worker registration failed:", err));
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);
  return null;
}
