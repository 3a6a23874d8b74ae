import { siteConfig } from "../../site.config";
import { useMessages } from "../i18n/i18n";
import { layoutMessages } from "./shell-messages";

/** Hidden by CSS unless the boot script raised it (see boot-script.ts and app.css). */
export function Splash() {
  const t = useMessages(layoutMessages);
  return (
    <div id="splash" role="status" aria-label={t.loading} data-testid="splash" className="fixed inset-0 z-[200] flex-col items-center justify-center gap-4 bg-[var(--bg)]">
      <div className="size-12 animate-spin rounded-full border-4 border-brand-500 border-t-transparent" aria-hidden />
      <p className="text-lg font-semibold">{siteConfig.siteName}</p>
    </div>
  );
}
