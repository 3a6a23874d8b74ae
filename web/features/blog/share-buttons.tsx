import { Link2 } from "lucide-react";
import { DEFAULT_LOCALE, type Locale } from "../../../contracts/locales";
import { blogMessages } from "./messages";
import { useMessages } from "../../i18n/i18n";
import { toast } from "../../lib/toast-store";
import { FacebookIcon, TwitterIcon } from "./brand-icons";
import { facebookShareUrl, postUrl, SHARE_WINDOW_FEATURES, twitterShareUrl } from "./share";

/** Brand names: the same in every language. */
const FACEBOOK = "Facebook";
const TWITTER = "Twitter";

/**
 * Facebook and Twitter in 600x400 windows, and a copy-link button. The link
 * shared is the post's own language's address (`lang`), from whichever language's page.
 */
export function ShareButtons({ slug, title, lang = DEFAULT_LOCALE }: { slug: string; title: string; lang?: Locale }) {
  const t = useMessages(blogMessages);
  const here = () => postUrl(window.location.origin, slug, lang);
  const openWindow = (url: string) => window.open(url, "_blank", SHARE_WINDOW_FEATURES);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(here());
      const texts = blogMessages.get();
      toast({ title: texts.copiedTitle, description: texts.copiedDescription });
    } catch {
      const texts = blogMessages.get();
      toast({ title: texts.copyFailedTitle, description: texts.copyFailedDescription, variant: "destructive" });
    }
  };

  return (
    <section aria-labelledby="share-heading" className="grid gap-3">
      <h2 id="share-heading" className="text-lg font-semibold">
        {t.shareHeading}
      </h2>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline" aria-label={t.shareOn({ network: FACEBOOK })} onClick={() => openWindow(facebookShareUrl(here()))}>
          <FacebookIcon className="size-4 text-[#1877f2]" /> {FACEBOOK}
        </button>
        <button type="button" className="btn btn-outline" aria-label={t.shareOn({ network: TWITTER })} onClick={() => openWindow(twitterShareUrl(here(), title))}>
          <TwitterIcon className="size-4" /> {TWITTER}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => void copyLink()}>
          <Link2 className="size-4" aria-hidden /> {t.copyLink}
        </button>
      </div>
    </section>
  );
}
