import type { ReactNode } from "react";

/**
 * The page's `<html>` element. The prerender writes it; in the browser Preact hydrates the
 * children of the existing `<html>` (web/entry.client.tsx), because Preact cannot hydrate an
 * element that is the document's own root: given `document` it hydrates into
 * `document.documentElement`, and a rendered `<html>` would be created a second time inside it.
 * Nothing in the app changes this element through rendering: the theme class and the hydration
 * marker are set on the DOM directly (theme-provider.tsx, app-shell.tsx).
 */
export function DocumentRoot({ lang, className, children }: { lang: string; className: string; children: ReactNode }) {
  if (typeof document !== "undefined") return <>{children}</>;
  return (
    <html lang={lang} className={className}>
      {children}
    </html>
  );
}
