import { Home, ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { NOT_FOUND } from "../../content/not-found";

/** Spec 1 "404 page": a friendly bilingual message with Go Home and Go Back. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <p className="text-7xl font-black text-brand-500">404</p>
      <h1 className="mt-4 text-3xl font-bold">{NOT_FOUND.title}</h1>
      <p className="mt-3 text-lg">{NOT_FOUND.english}</p>
      <p className="text-muted mt-1">{NOT_FOUND.hinglish}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-primary">
          <Home className="size-4" aria-hidden /> Go Home
        </Link>
        <button type="button" className="btn btn-outline" onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate("/"))}>
          <ArrowLeft className="size-4" aria-hidden /> Go Back
        </button>
      </div>
    </section>
  );
}
