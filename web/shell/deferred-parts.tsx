/**
 * The parts of the shell that neither the first paint nor the first tap needs: their code loads
 * once the page has loaded and the browser is idle (lib/after-load.ts). Until then React keeps
 * their prerendered HTML on screen (a Suspense boundary's server HTML stays while its lazy code
 * loads), so nothing moves or flashes.
 */
import { lazy, memo, Suspense } from "react";
import { withPartTexts } from "../i18n/route-texts";
import { afterLoad } from "../lib/after-load";
import { Optional } from "../lib/ui/optional";

const Extras = lazy(async () => {
  // The prerender has no window and renders the extras into the page at once.
  if (typeof window !== "undefined") await new Promise<void>((resolve) => afterLoad(resolve));
  // The extras' texts (the greeting box's among them) come beside their code: at hand when they hydrate.
  const { DeferredShell } = await withPartTexts("shell/deferred-shell", () => import("./deferred-shell"))();
  return { default: DeferredShell };
});

/**
 * Greeting box and its rotation, particles, easter eggs, toaster, update prompt, analytics.
 * Memoized because the shell renders again on every navigation: React replaces a boundary's
 * prerendered HTML with its (empty) fallback when an update reaches it before its code has arrived.
 */
export const ShellExtras = memo(function ShellExtras({ greeting }: { greeting: boolean }) {
  return (
    <Optional>
      <Suspense fallback={null}>
        <Extras greeting={greeting} />
      </Suspense>
    </Optional>
  );
});
