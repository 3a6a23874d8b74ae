import { Home, ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { notFoundMessages } from "../../content/not-found";
import { useLocalePath, useMessages } from "../../i18n/i18n";

/** A friendly two-line message with Go Home and Go Back, in the page's language. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const t = useMessages(notFoundMessages);
  const to = useLocalePath();
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <p className="text-7xl font-black text-brand-500">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t.title}</h1>
      <p className="mt-3 text-lg">{t.english}</p>
      <p className="text-muted mt-1">{t.hinglish}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={to("/")} className="btn btn-primary">
          <Home className="size-4" aria-hidden /> {t.goHome}
        </Link>
        <button type="button" className="btn btn-outline" onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate(to("/")))}>
          {/* "Back" points the way the page reads: left in English, right in Arabic. */}
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t.goBack}
        </button>
      </div>
    </section>
  );
}
