import { Link } from "react-router";
import { siteConfig } from "../../site.config";

const LEGAL_LINKS = [
  { path: "/privacy-policy", label: "Privacy Policy" },
  { path: "/terms-conditions", label: "Terms & Conditions" },
  { path: "/disclaimer", label: "Disclaimer" },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-[var(--border)] py-8 text-sm">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 sm:flex-row">
        <p className="text-muted">
          © {new Date().getFullYear()} {siteConfig.displayName}. {siteConfig.tagline}
        </p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-4">
            {LEGAL_LINKS.map((l) => (
              <li key={l.path}>
                <Link to={l.path} className="underline-offset-4 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
