import * as Tabs from "@radix-ui/react-tabs";
import { LoaderCircle, RotateCw } from "lucide-react";
import { memo, Suspense, type ComponentType, type ReactNode } from "react";
import { defineMessages, useMessages } from "../../i18n/i18n";
import { Optional } from "./optional";

/** The lazy box's texts, in English; translations: web/i18n/messages/<locale>/lib-lazy-panel.json. */
export const lazyPanelMessages = defineMessages("lib-lazy-panel", {
  loading: "Loading the tool",
  failed: "This tool could not load. Check your connection and reload the page.",
  reload: "Reload",
});

/**
 * Holds a lazily loaded tool. The box keeps the same minimum height while the chunk loads and
 * after it arrives, so the page does not jump. A tool that fails to load or crashes shows a reload
 * prompt in its own box; the rest of the page keeps working. The texts are read here, where the
 * page renders (and the prerender records them), not in the fallbacks shown later.
 */
export function LazyPanel({ children, minHeight, loadingLabel }: { children: ReactNode; minHeight: string; loadingLabel?: string }) {
  const t = useMessages(lazyPanelMessages);
  const toolFailed = (
    <div className="card grid place-items-center content-center gap-3 p-6 text-center" role="alert">
      <p>{t.failed}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        <RotateCw className="size-4" aria-hidden /> {t.reload}
      </button>
    </div>
  );
  return (
    <div style={{ minHeight }} className="grid">
      <Optional fallback={toolFailed}>
        <Suspense
          fallback={
            <div className="card grid place-items-center p-6" role="status">
              <LoaderCircle className="size-8 animate-spin text-brand-500 motion-reduce:animate-none" aria-hidden />
              <span className="sr-only">{loadingLabel ?? t.loading}</span>
            </div>
          }
        >
          {children}
        </Suspense>
      </Optional>
    </div>
  );
}

export type LazyTab = { value: string; Tool: ComponentType };

/**
 * A lazy tool's panel, re-rendered only when the tool itself changes. While the tool's chunk is
 * still loading, React keeps its prerendered HTML on screen (a dehydrated Suspense boundary); an
 * update reaching that boundary then (the page re-renders right after hydration to apply `?tab=`)
 * would make React drop the HTML and show the loading box instead, so nothing flows into it.
 */
const LazyToolPanel = memo(function LazyToolPanel({ Tool, minHeight }: { Tool: ComponentType; minHeight: string }) {
  return (
    <LazyPanel minHeight={minHeight}>
      <Tool />
    </LazyPanel>
  );
});

/** One Radix tab panel per tool, each tool loaded when its tab is first shown. Use inside `Tabs.Root`. */
export function LazyTabPanels({ tabs, minHeight }: { tabs: readonly LazyTab[]; minHeight: string }) {
  return tabs.map(({ value, Tool }) => (
    <Tabs.Content key={value} value={value}>
      <LazyToolPanel Tool={Tool} minHeight={minHeight} />
    </Tabs.Content>
  ));
}
