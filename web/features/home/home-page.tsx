import { ArrowRight, Code2, Flame, Gamepad2, MessageCircle, PlayCircle, Users, Video, Wrench } from "lucide-react";
import { Link } from "react-router";
import { siteConfig } from "../../../site.config";
import { HOME_CONTENT, type HomeCard } from "../../content/home";
import { usePageContent } from "../../content/page-types";
import { siteWords } from "../../../publishing/site-identity";
import { useLocale, useLocalePath } from "../../i18n/i18n";
import { AdSlot } from "../../lib/ads/ad-slot";
import { notReady } from "../../lib/ui/not-ready";
import { useHydrated } from "../../lib/use-hydrated";

const ICONS = { code: Code2, video: Video, users: Users, gamepad: Gamepad2, flame: Flame, wrench: Wrench } as const;

function CardLink({ card }: { card: HomeCard }) {
  const Icon = ICONS[card.icon];
  const to = useLocalePath();
  return (
    <Link to={to(card.path)} className="card group block p-5 transition hover:-translate-y-0.5 hover:border-brand-500">
      <Icon className="mb-3 size-7 text-brand-500" aria-hidden />
      <h3 className="text-lg font-semibold">{card.title}</h3>
      <p className="text-muted mt-1 text-sm">{card.description}</p>
    </Link>
  );
}

export function HomePage() {
  const { avatar } = siteConfig;
  const { hero, ffBots, highlights, tools, video, commission, ui } = usePageContent(HOME_CONTENT);
  const to = useLocalePath();
  // The prerendered avatar says it is not ready until this page's code has hydrated it.
  const hydrated = useHydrated();
  // The operator's own words in the page's language (site.yaml's languages), else the English.
  const words = siteWords(siteConfig, useLocale());
  return (
    <div className="grid gap-14">
      <section className="grid items-center gap-8 pt-4 text-center md:grid-cols-[auto_1fr] md:text-start">
        <button
          type="button"
          onClick={() => hydrated && window.alert(hero.avatarThanks)}
          aria-label={ui.sayHi}
          {...notReady(!hydrated)}
          className="mx-auto size-40 overflow-hidden rounded-full ring-4 ring-brand-500/60"
        >
          <img src={avatar.src} alt={ui.avatarAlt} width={avatar.width} height={avatar.height} className="size-full object-cover" />
        </button>
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {hero.heading} <span className="text-brand-500">{siteConfig.displayName}</span>
          </h1>
          <p lang={words.tagline.english ? "en" : undefined} className="mt-2 text-lg font-medium">
            {words.tagline.text}
          </p>
          <p className="text-muted mt-4 max-w-2xl leading-relaxed">{hero.intro}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3 md:justify-start">
            {hero.ctas.map((cta, i) => (
              <Link key={cta.path} to={to(cta.path)} className={`btn ${i === 0 ? "btn-primary" : "btn-outline"}`}>
                {cta.label}
              </Link>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="ff-bots-heading">
        <Link to={to(ffBots.path)} className="block rounded-2xl bg-gradient-to-r from-orange-600 to-red-700 p-6 text-white shadow-lg sm:p-8">
          <span className="rounded-full bg-white/20 px-3 py-1 text-xs font-semibold">{ffBots.badge}</span>
          <h2 id="ff-bots-heading" className="mt-3 text-2xl font-bold sm:text-3xl">
            {ffBots.title}
          </h2>
          <p className="mt-2 max-w-2xl text-white/90">{ffBots.description}</p>
          <span className="mt-4 inline-flex items-center gap-2 font-semibold">
            {ffBots.cta} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
          </span>
        </Link>
      </section>

      <section aria-labelledby="highlights-heading">
        <h2 id="highlights-heading" className="mb-4 text-2xl font-bold">
          {ui.whatIDo}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map((card) => (
            <CardLink key={card.path} card={card} />
          ))}
        </div>
      </section>

      <section aria-labelledby="tools-heading">
        <h2 id="tools-heading" className="mb-4 text-2xl font-bold">
          {ui.freeTools}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {tools.map((card) => (
            <CardLink key={card.path} card={card} />
          ))}
        </div>
      </section>

      <section aria-labelledby="video-heading" className="card p-6">
        <h2 id="video-heading" className="mb-3 text-2xl font-bold">
          {video.heading}
        </h2>
        <a
          href={siteConfig.featuredVideo.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mx-auto flex aspect-video w-full max-w-3xl items-center justify-center rounded-xl bg-gradient-to-br from-slate-800 to-slate-950 text-white"
        >
          <span className="flex flex-col items-center gap-3 p-4 text-center">
            <PlayCircle className="size-16 text-red-500" aria-hidden />
            <span lang={words.featuredVideoTitle.english ? "en" : undefined} className="text-lg font-semibold">
              {words.featuredVideoTitle.text}
            </span>
          </span>
        </a>
        <a href={siteConfig.featuredVideo.channelUrl} target="_blank" rel="noopener noreferrer" className="btn btn-outline mt-4">
          <Video className="size-4" aria-hidden /> {video.channelCta}
        </a>
      </section>

      <AdSlot />

      <section className="rounded-2xl bg-brand-700 p-8 text-center text-white">
        <h2 className="text-2xl font-bold">{commission.heading}</h2>
        <p className="mx-auto mt-2 max-w-2xl text-white/90">{commission.text}</p>
        <a href={siteConfig.links.whatsappChat} target="_blank" rel="noopener noreferrer" className="btn mt-5 bg-white text-brand-700 hover:bg-brand-50">
          <MessageCircle className="size-4" aria-hidden /> {commission.label}
        </a>
      </section>
    </div>
  );
}
