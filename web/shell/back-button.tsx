import { ArrowLeft } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { unlocalizedPath } from "../../contracts/locales";
import { useLocalePath, useMessages } from "../i18n/i18n";
import { hasInAppHistory } from "../lib/navigation-history";
import { shellMessages } from "./shell-messages";

/** On every page but home; back in history, or home when there is none. */
export function BackButton({ className = "", onNavigate }: { className?: string; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const t = useMessages(shellMessages);
  const to = useLocalePath();
  const { pathname } = useLocation();
  if (unlocalizedPath(pathname) === "/") return null;
  return (
    <button
      type="button"
      className={`btn btn-outline ${className}`}
      onClick={() => {
        onNavigate?.();
        if (hasInAppHistory()) void navigate(-1);
        else void navigate(to("/"));
      }}
    >
      {/* "Back" points the way the page reads: left in English, right in Arabic. */}
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
      {t.back}
    </button>
  );
}
