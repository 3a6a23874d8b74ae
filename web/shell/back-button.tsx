import { ArrowLeft } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { hasInAppHistory } from "../lib/navigation-history";

/** Spec 1 "Shell": on every page but home; back in history, or home when there is none. */
export function BackButton({ className = "", onNavigate }: { className?: string; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname === "/") return null;
  return (
    <button
      type="button"
      className={`btn btn-outline ${className}`}
      onClick={() => {
        onNavigate?.();
        if (hasInAppHistory()) void navigate(-1);
        else void navigate("/");
      }}
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back
    </button>
  );
}
