import { Archive, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { siteConfig } from "../../../../site.config";
import { SOCIAL_CONTENT } from "../../../content/social";
import { usePageContent } from "../../../content/page-types";
import { siteWords } from "../../../../publishing/site-identity";
import { useLocale, useLocalePath, useMessages } from "../../../i18n/i18n";
import { ExternalLink, externalLinkMessages } from "../shared/external-link";
import { PageHeader } from "../shared/page-header";
import { Section } from "../shared/section";

import { socialButtonLabel } from "./social-label";

/** Ten external link cards, the brand showcase, the archive note, privacy. */
export function SocialPage() {
  const { avatar } = siteConfig;
  const { header, links, brand, archive, privacy, buttons, ui } = usePageContent(SOCIAL_CONTENT);
  const { newTab } = useMessages(externalLinkMessages);
  const to = useLocalePath();
  const { tagline } = siteWords(siteConfig, useLocale());
  return (
    <div>
      <PageHeader header={header} />

      <ul className="mb-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={ui.linksLabel}>
        {links.map((link) => (
          <li key={link.testId} data-testid={link.testId} className="card flex flex-col p-5">
            <div className="flex items-center gap-3">
              <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br ${link.colour} text-2xl`} aria-hidden>
                {link.icon}
              </span>
              <h2 className="text-lg font-bold">{link.name}</h2>
            </div>
            <p className="text-muted mt-3 flex-1 text-sm">{link.description}</p>
            <ExternalLink href={link.url} className="btn btn-primary mt-4" aria-label={`${socialButtonLabel(link.platform, buttons)}: ${link.name} ${newTab}`}>
              {socialButtonLabel(link.platform, buttons)}
            </ExternalLink>
          </li>
        ))}
      </ul>

      <Section heading={brand.heading}>
        <div className="card mx-auto flex max-w-2xl flex-col items-center gap-4 p-8 text-center">
          <img src={avatar.src} alt={ui.logoAlt} width={avatar.width} height={avatar.height} className="size-28 rounded-2xl ring-4 ring-brand-500/50" />
          <p className="text-2xl font-extrabold">{siteConfig.displayName}</p>
          <p lang={tagline.english ? "en" : undefined} className="font-medium text-brand-600 dark:text-brand-400">
            {tagline.text}
          </p>
          <p className="text-muted max-w-lg text-sm">{brand.text}</p>
        </div>
      </Section>

      <div className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-2">
        <section aria-labelledby="archive-heading" className="card p-5">
          <h2 id="archive-heading" className="flex items-center gap-2 font-bold">
            <Archive className="size-5 text-brand-500" aria-hidden /> {archive.heading}
          </h2>
          <p className="text-muted mt-2 text-sm">{archive.text}</p>
          <ExternalLink href={archive.link.url} className="mt-3 inline-block font-semibold text-brand-600 underline underline-offset-4 dark:text-brand-400">
            {archive.link.label}
          </ExternalLink>
        </section>
        <section aria-label={ui.privacyLabel} className="card p-5">
          <p className="flex items-center gap-2 font-bold">
            <ShieldCheck className="size-5 text-green-500" aria-hidden /> {privacy.text}
          </p>
          <Link to={to(privacy.link.path)} className="mt-3 inline-block font-semibold text-brand-600 underline underline-offset-4 dark:text-brand-400">
            {privacy.link.label}
          </Link>
        </section>
      </div>
    </div>
  );
}
