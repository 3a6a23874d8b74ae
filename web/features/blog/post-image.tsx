import { BLOG_IMAGE, cardImageUrl } from "../../../contracts/blog";

/**
 * How soon an image loads: "priority" is the page's likely LCP image (eager, fetchpriority high);
 * "eager" loads at once at the browser's normal (low) image priority; "lazy" when scrolled near.
 * React preloads every eager image from the head, so only one image per page should be "priority":
 * each high-priority preload competes with the CSS, the scripts and the real LCP image on a slow link.
 */
export type ImageLoading = "priority" | "eager" | "lazy";

/**
 * A post's featured image with its width and height (no layout shift). Decorative (alt=""):
 * the post's title stands right beside it. Posts without an image get a quiet gradient.
 */
export function PostImage({ url, variant, loading = "lazy" }: { url: string | null; variant: "card" | "featured"; loading?: ImageLoading }) {
  const shape = variant === "card" ? "aspect-[40/21] w-full object-cover" : "aspect-[40/21] w-full rounded-2xl object-cover";
  if (!url) return <div aria-hidden className={`${shape} bg-gradient-to-br from-brand-700 to-slate-900`} />;
  const small = cardImageUrl(url);
  return (
    <img
      src={variant === "card" ? small : url}
      srcSet={`${small} ${BLOG_IMAGE.cardWidth}w, ${url} ${BLOG_IMAGE.width}w`}
      sizes={variant === "card" ? "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" : "(min-width: 768px) 768px, 100vw"}
      width={variant === "card" ? BLOG_IMAGE.cardWidth : BLOG_IMAGE.width}
      height={variant === "card" ? BLOG_IMAGE.cardHeight : BLOG_IMAGE.height}
      alt=""
      loading={loading === "lazy" ? "lazy" : "eager"}
      fetchPriority={loading === "priority" ? "high" : "auto"}
      decoding="async"
      className={shape}
    />
  );
}
