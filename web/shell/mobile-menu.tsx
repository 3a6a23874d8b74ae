import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { NAV_LINKS } from "../../contracts/site-routes";
import { useFocusTrap } from "../lib/focus-trap";
import { BackButton } from "./back-button";

/**
 * Spec 1 "Shell": the same links and Back; closes when a link is chosen or on Escape. While open,
 * Tab cycles through the toggle (now "Close menu") and the panel, and Escape returns focus to the toggle.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useFocusTrap(rootRef, open);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div ref={rootRef} className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-11 items-center justify-center rounded-xl border border-[var(--border)] bg-[var(--card)]"
      >
        {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
      </button>
      {open && (
        <div
          id="mobile-menu"
          ref={panelRef}
          className="absolute inset-x-0 top-full z-40 border-b border-[var(--border)] bg-[var(--card)] p-4 shadow-xl"
        >
          <nav aria-label="Mobile">
            <ul className="grid gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.path}>
                  <NavLink
                    to={link.path}
                    end={link.path === "/"}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      `block rounded-lg px-3 py-3 font-medium ${isActive ? "bg-brand-600 text-white" : "hover:bg-[var(--bg)]"}`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <BackButton className="mt-3 w-full" onNavigate={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
