/**
 * The texts the Markdown renderer writes into a post's body (its contents box, heading links, code
 * copy buttons, video cards), in the post's own language: they are part of the post's HTML, made
 * by the build and by the server for a post published later, not by React. English is
 * contracts/blog.ts; a key missing from a language is a type error here.
 */
import { BLOG_BODY_TEXT } from "../contracts/blog";
import type { Locale } from "../contracts/locales";

export type BlogBodyText = { readonly [K in keyof typeof BLOG_BODY_TEXT]: string };

/** Every language's, for the tests that check the translations. @internal */
export const BLOG_BODY_TEXTS: Record<Locale, BlogBodyText> = {
  en: BLOG_BODY_TEXT,
  hi: {
    tocTitle: "इस पेज पर",
    headingLink: "इस सेक्शन का लिंक",
    copyCode: "कॉपी करो",
    copiedCode: "कॉपी हो गया",
    videoTitleFallback: "YouTube पर वीडियो",
    playVideo: "वीडियो चलाओ",
    watchOnYouTube: "YouTube पर देखो",
    videoNotice: "टैप करने के बाद YouTube (youtube-nocookie.com) से चलता है।",
  },
  "pt-BR": {
    tocTitle: "Nesta página",
    headingLink: "Link para esta seção",
    copyCode: "Copiar",
    copiedCode: "Copiado",
    videoTitleFallback: "Vídeo no YouTube",
    playVideo: "Reproduzir vídeo",
    watchOnYouTube: "Assistir no YouTube",
    videoNotice: "Reproduz pelo YouTube (youtube-nocookie.com) depois que você toca.",
  },
  id: {
    tocTitle: "Di halaman ini",
    headingLink: "Tautan ke bagian ini",
    copyCode: "Salin",
    copiedCode: "Tersalin",
    videoTitleFallback: "Video di YouTube",
    playVideo: "Putar video",
    watchOnYouTube: "Tonton di YouTube",
    videoNotice: "Diputar dari YouTube (youtube-nocookie.com) setelah kamu ketuk.",
  },
  ar: {
    tocTitle: "في هذه الصفحة",
    headingLink: "رابط هذا القسم",
    copyCode: "نسخ",
    copiedCode: "تم النسخ",
    videoTitleFallback: "فيديو على YouTube",
    playVideo: "تشغيل الفيديو",
    watchOnYouTube: "شاهد على YouTube",
    videoNotice: "يشتغل من YouTube (youtube-nocookie.com) بعد ما تضغط.",
  },
};

export function blogBodyText(locale: Locale): BlogBodyText {
  return BLOG_BODY_TEXTS[locale];
}
