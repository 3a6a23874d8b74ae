import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { CallToAction } from "../../../content/page-types";
import { useLocalePath } from "../../../i18n/i18n";

/** The closing block of a page: a heading, a line of text and links to other pages (in the page's language). */
export function CallToActionBlock({ cta }: { cta: CallToAction }) {
  const to = useLocalePath();
  return (
    <section className="rounded-2xl bg-brand-700 p-8 text-center text-white">
      <h2 className="text-2xl font-bold">{cta.heading}</h2>
      <p className="mx-auto mt-2 max-w-2xl text-white/90">{cta.text}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {cta.links.map((link, i) => (
          <Link
            key={link.path}
            to={to(link.path)}
            className={`btn ${i === 0 ? "bg-white text-brand-700 hover:bg-brand-50" : "border border-white/70 text-white hover:bg-white/10"}`}
          >
            {link.label} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
          </Link>
        ))}
      </div>
    </section>
  );
}
