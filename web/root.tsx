import { DirectionProvider } from "@radix-ui/react-direction";
import { useEffect, useState, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { siteConfig } from "../site.config";
import { useLocale, useLocalePath, useMessages } from "./i18n/i18n";
import { routeTextsMiddleware } from "./i18n/route-texts";
import { textDirection } from "../contracts/locales";
import { WEB_MANIFEST_PATH } from "../contracts/pwa";
import { AppShell } from "./shell/app-shell";
import { BOOT_SCRIPT } from "./shell/boot-script";
import { InlineScript } from "./shell/inline-script";
import { servesNewerBuild } from "./shell/newer-build";
import { layoutMessages } from "./shell/shell-messages";
import { Splash } from "./shell/splash";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Written by the build from site.config.ts (scripts/web-manifest.ts); icons by `npm run pwa:icons`.
  { rel: "manifest", href: WEB_MANIFEST_PATH },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  // The page's language is its path's (decision 048); Arabic reads right to left.
  const locale = useLocale();
  const dir = textDirection(locale);
  return (
    // The boot script may swap the theme class (and add the splash's) before React hydrates: that
    // attribute of <html> alone is expected to differ, hence suppressHydrationWarning here only.
    <html lang={locale} dir={dir} className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={siteConfig.themeColor} />
        <InlineScript code={BOOT_SCRIPT} />
        <Meta />
        <Links />
      </head>
      <body className="font-sans antialiased">
        <Splash />
        {/* Radix's primitives (Tabs, Switch, Toast) take their direction from here: without it each
            sets dir="ltr" on its own element, and an Arabic tool panel read left to right. */}
        <DirectionProvider dir={dir}>{children}</DirectionProvider>
        {/* A new navigation starts at the top; Back and Forward restore the place. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** A translated route's catalog loads beside its chunk, before it renders (decision 071). */
export const clientMiddleware = [routeTextsMiddleware];

export default function App() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The splash renders these texts on every page, so a translated page always carries them.
  const t = useMessages(layoutMessages);
  const to = useLocalePath();
  // A page of an earlier build that failed on the new server's data reloads into the new build
  // (web/shell/newer-build.ts); until that is known nothing is shown, so no error screen flashes.
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    let current = true;
    void servesNewerBuild().then((newer) => {
      if (!current) return;
      if (newer) window.location.reload();
      else setChecked(true);
    });
    return () => {
      current = false;
    };
  }, []);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t.errorTitle;
  if (!checked) return <main aria-busy="true" className="min-h-screen" />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">{message}</h1>
      <p className="text-muted mt-2">{t.errorBody}</p>
      <a className="btn btn-primary mt-6" href={to("/")}>
        {t.goHome}
      </a>
    </main>
  );
}
