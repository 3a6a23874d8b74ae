import { Link2 } from "lucide-react";
import { BLOG_TEXT } from "../../content/blog";
import { toast } from "../../lib/toast-store";
import { FacebookIcon, TwitterIcon } from "./brand-icons";
import { facebookShareUrl, postUrl, SHARE_WINDOW_FEATURES, twitterShareUrl } from "./share";

/** Spec 1 "Blog post": Facebook and Twitter in 600x400 windows, and a copy-link button. */
export function ShareButtons({ slug, title }: { slug: string; title: string }) {
  const here = () => postUrl(window.location.origin, slug);
  const openWindow = (url: string) => window.open(url, "_blank", SHARE_WINDOW_FEATURES);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(here());
      toast({ ...BLOG_TEXT.copied });
    } catch {
      toast({ ...BLOG_TEXT.copyFailed, variant: "destructive" });
    }
  };

  return (
    <section aria-labelledby="share-heading" className="grid gap-3">
      <h2 id="share-heading" className="text-lg font-semibold">
        {BLOG_TEXT.shareHeading}
      </h2>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline" aria-label={`Share on ${BLOG_TEXT.shareFacebook}`} onClick={() => openWindow(facebookShareUrl(here()))}>
          <FacebookIcon className="size-4 text-[#1877f2]" /> {BLOG_TEXT.shareFacebook}
        </button>
        <button type="button" className="btn btn-outline" aria-label={`Share on ${BLOG_TEXT.shareTwitter}`} onClick={() => openWindow(twitterShareUrl(here(), title))}>
          <TwitterIcon className="size-4" /> {BLOG_TEXT.shareTwitter}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => void copyLink()}>
          <Link2 className="size-4" aria-hidden /> {BLOG_TEXT.copyLink}
        </button>
      </div>
    </section>
  );
}
