import { useEffect, useRef } from "react";
import { siteConfig } from "../../../site.config";
import { afterLoad } from "../after-load";
import { loadScript } from "../load-script";

export const AD_SCRIPT_ORIGIN = "https://pagead2.googlesyndication.com";

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/**
 * An ad slot. Nothing loads unless site.config.ts names an ad client and
 * slot; then the ad script loads after the page has loaded, when idle (lib/after-load.ts). Ad errors are only logged. The box has a
 * fixed height so a late ad never shifts the page.
 */
export function AdSlot({ className = "" }: { className?: string }) {
  const { client, slot } = siteConfig.ads;
  const ref = useRef<HTMLModElement>(null);

  useEffect(() => {
    if (!client || !slot) return;
    return afterLoad(() => {
      loadScript(`${AD_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`, {
        crossorigin: "anonymous",
      })
        .then(() => {
          (window.adsbygoogle = window.adsbygoogle ?? []).push({});
        })
        .catch((err: unknown) => console.error("Ad failed to load:", err));
    });
  }, [client, slot]);

  if (!client || !slot) return null;
  return (
    <div className={`mx-auto h-[280px] w-full max-w-3xl overflow-hidden ${className}`} aria-label="Advertisement">
      <ins ref={ref} className="adsbygoogle block h-full" data-ad-client={client} data-ad-slot={slot} data-ad-format="auto" data-full-width-responsive="true" />
    </div>
  );
}
