import { Menu, X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { NAV_LINKS } from "../../contracts/site-routes";
import { useLocalePath, useMessages } from "../i18n/i18n";
import { useHydrated } from "../lib/use-hydrated";
import { notReady } from "../lib/ui/not-ready";
import { BackButton } from "./back-button";
import { LanguageSection } from "./language-switcher";
import { navLabel, shellMessages } from "./shell-messages";

/** The header's row (shell/header.tsx): the menu's own Close button sits exactly over the toggle. */
const HEADER_ROW = "mx-auto flex h-16 max-w-6xl items-center justify-end px-4";
const ROUND_BUTTON = "inline-flex size-11 items-center justify-center rounded-xl border border-[var(--border)] bg-[var(--card)]";
/** Where the header's links show instead (Tailwind's lg), the menu has no business staying open. */
const WIDE = "(min-width: 64rem)";

/**
 * The same links and Back; closes when a link is chosen or on Escape.
 * Open, it is a modal <dialog> (showModal): the browser keeps focus out of the page behind it and
 * closes it on Escape. The dialog covers the header's row with a see-through strip whose "Close
 * menu" button sits where the toggle is, so the X a visitor sees is always the one that works;
 * a press anywhere outside the panel closes it too. Escape or Close returns focus to the toggle.
 */
export function MobileMenu() {
  const t = useMessages(shellMessages);
  const to = useLocalePath();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The toggle is prerendered: until the shell has hydrated a tap on it would do nothing (lib/ui/not-ready.ts).
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const wide = window.matchMedia(WIDE);
    const closeWhenWide = () => wide.matches && setOpen(false);
    wide.addEventListener("change", closeWhenWide);
    return () => {
      wide.removeEventListener("change", closeWhenWide);
      dialog.close();
    };
  }, [open]);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    toggleRef.current?.focus();
  }, [open]);

  /** Escape, the Close button and a press outside the panel: focus goes back to the toggle. */
  const dismiss = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t.closeMenu : t.openMenu}
        onClick={() => hydrated && setOpen((o) => !o)}
        className={ROUND_BUTTON}
        {...notReady(!hydrated)}
      >
        {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
      </button>
      {open && (
        <dialog
          id="mobile-menu"
          ref={dialogRef}
          aria-label={t.menu}
          // Escape: the browser cancels, then closes the dialog; React's state follows either way.
          onCancel={() => (returnFocus.current = true)}
          onClose={() => setOpen(false)}
          onPointerDown={(e) => {
            if (!(e.target instanceof Element && e.target.closest("[data-menu-panel], button"))) dismiss();
          }}
          className="fixed inset-x-0 top-0 m-0 h-fit max-h-none w-full max-w-none overflow-visible bg-transparent p-0 text-inherit backdrop:bg-transparent"
        >
          <div className={HEADER_ROW}>
            <button type="button" aria-label={t.closeMenu} onClick={dismiss} className={ROUND_BUTTON}>
              <X className="size-5" aria-hidden />
            </button>
          </div>
          {/* The list is taller than a 640 px phone (or any phone in landscape): the panel scrolls, the Close strip stays put. */}
          <div
            ref={panelRef}
            data-menu-panel
            className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-b border-[var(--border)] bg-[var(--card)] p-4 shadow-xl"
          >
            <nav aria-label={t.mobileNav}>
              <ul className="grid gap-1">
                {NAV_LINKS.map((link) => (
                  <li key={link.path}>
                    <NavLink
                      to={to(link.path)}
                      end={link.path === "/"}
                      onClick={() => setOpen(false)}
                      className={({ isActive }) => `block rounded-lg px-3 py-3 font-medium ${isActive ? "bg-brand-600 text-white" : "hover:bg-[var(--bg)]"}`}
                    >
                      {navLabel(t, link.path, link.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            {/* Below lg the languages are here, in every language's menu (the header's switcher is for wide screens). */}
            <LanguageSection className="mt-3 border-t border-[var(--border)] pt-3" />
            <BackButton className="mt-3 w-full" onNavigate={() => setOpen(false)} />
          </div>
        </dialog>
      )}
    </div>
  );
}
