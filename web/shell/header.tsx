import { Gamepad2 } from "lucide-react";
import { Link, NavLink } from "react-router";
import { siteConfig } from "../../site.config";
import { NAV_LINKS } from "../../contracts/site-routes";
import { useLocalePath, useMessages } from "../i18n/i18n";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { navLabel, shellMessages } from "./shell-messages";
import { ThemeToggle } from "./theme/theme-toggle";

export function Header() {
  const t = useMessages(shellMessages);
  const to = useLocalePath();
  return (
    <header className="sticky top-0 z-40 border-b pt-[env(safe-area-inset-top,0px)] border-[var(--border)] bg-[var(--bg)]/90 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to={to("/")} className="flex min-w-0 items-center gap-2 text-lg font-bold">
          <Gamepad2 className="size-6 shrink-0 text-brand-500" aria-hidden />
          <span className="truncate">{siteConfig.siteName}</span>
        </Link>
        <nav aria-label={t.mainNav} className="hidden lg:block">
          <ul className="flex flex-wrap items-center gap-1 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.path}>
                <NavLink
                  to={to(link.path)}
                  end={link.path === "/"}
                  className={({ isActive }) => `rounded-lg px-2.5 py-2 font-medium ${isActive ? "bg-brand-600 text-white" : "hover:bg-[var(--card)]"}`}
                >
                  {navLabel(t, link.path, link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Below lg it holds the chat button's slot (the button itself is fixed there by the chat
            widget) and two 44 px buttons, 8 px apart: its width is set, so a phone painting a
            half-arrived page (the theme button parsed, the menu button not yet) shows the theme
            button where it stays, rather than moving it left when the menu button arrives. On a wide
            screen the language switcher stands before the theme button; below lg it is in the menu. */}
        <div className="flex shrink-0 items-center gap-2 max-lg:w-[9.25rem]">
          <span aria-hidden className="size-11 shrink-0 lg:hidden" data-testid="chat-slot" />
          <LanguageSwitcher className="max-lg:hidden" />
          <ThemeToggle />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
