import { Briefcase, CheckCircle2, Mail, MessageCircle, Send } from "lucide-react";
import { Link } from "react-router";
import { CONTACT_CONTENT, type ContactMethod } from "../../../content/contact";
import { usePageContent } from "../../../content/page-types";
import { useLocalePath } from "../../../i18n/i18n";
import { ExternalLink } from "../shared/external-link";
import { PageHeader } from "../shared/page-header";

import { ContactForm } from "./contact-form";

const METHOD_ICONS = { email: Mail, whatsapp: MessageCircle, telegram: Send } as const;

function MethodCard({ method }: { method: ContactMethod }) {
  const Icon = METHOD_ICONS[method.kind];
  const className = "mt-3 inline-block break-all font-semibold text-brand-600 underline-offset-4 hover:underline dark:text-brand-400";
  return (
    <li className="card p-5 text-center">
      <Icon className="mx-auto size-8 text-brand-500" aria-hidden />
      <h2 className="mt-2 text-lg font-semibold">{method.title}</h2>
      <p className="text-muted mt-1 text-sm">{method.text}</p>
      {method.kind === "email" ? (
        <a href={method.href} className={className}>
          {method.label}
        </a>
      ) : (
        <ExternalLink href={method.href} className={className}>
          {method.label}
        </ExternalLink>
      )}
    </li>
  );
}

/** The Contact page. */
export function ContactPage() {
  const { header, methods, commission, services, why, ui } = usePageContent(CONTACT_CONTENT);
  const to = useLocalePath();
  return (
    <div>
      <PageHeader header={header} />
      <ul className="mb-12 grid gap-4 sm:grid-cols-3" aria-label={ui.methodsLabel}>
        {methods.map((method) => (
          <MethodCard key={method.kind} method={method} />
        ))}
      </ul>

      <div className="grid gap-8 lg:grid-cols-2">
        <ContactForm />
        <div className="grid content-start gap-6">
          <section aria-labelledby="commission-heading" className="rounded-2xl bg-brand-700 p-6 text-white">
            <Briefcase className="size-8" aria-hidden />
            <h2 id="commission-heading" className="mt-2 text-2xl font-bold">
              {commission.heading}
            </h2>
            <p className="mt-2 text-white/90">{commission.text}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <ExternalLink href={commission.whatsapp.url} className="btn bg-white text-brand-700 hover:bg-brand-50">
                <MessageCircle className="size-4" aria-hidden /> {commission.whatsapp.label}
              </ExternalLink>
              <Link to={to(commission.portfolio.path)} className="btn border border-white/70 text-white hover:bg-white/10">
                {commission.portfolio.label}
              </Link>
            </div>
          </section>

          <section aria-labelledby="services-heading" className="card p-6">
            <h2 id="services-heading" className="text-xl font-bold">
              {services.heading}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {services.items.map((service) => (
                <li key={service} className="flex items-center gap-2">
                  <CheckCircle2 className="size-4 shrink-0 text-green-500" aria-hidden />
                  {service}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="why-heading" className="card p-6">
            <h2 id="why-heading" className="text-xl font-bold">
              {why.heading}
            </h2>
            <p className="text-muted mt-2 leading-relaxed">{why.text}</p>
          </section>
        </div>
      </div>
    </div>
  );
}
