/**
 * The texts the Markdown renderer writes into a post's body (its contents box, heading links, code
 * copy buttons, video cards), in the post's own language: they are part of the post's HTML, made
 * at build time, not React's. English is contracts/blog.ts; the translations are the i18n catalog's
 * files (web/i18n/messages/<locale>/blog-body.json, checked by web/translations.test.ts). A key
 * missing from a file is a type error here.
 */
import { BLOG_BODY_TEXT } from "../contracts/blog";
import type { Locale } from "../contracts/locales";
import ar from "../web/i18n/messages/ar/blog-body.json" with { type: "json" };
import hi from "../web/i18n/messages/hi/blog-body.json" with { type: "json" };
import id from "../web/i18n/messages/id/blog-body.json" with { type: "json" };
import ptBR from "../web/i18n/messages/pt-BR/blog-body.json" with { type: "json" };

export type BlogBodyText = { readonly [K in keyof typeof BLOG_BODY_TEXT]: string };

const TEXTS: Record<Locale, BlogBodyText> = { en: BLOG_BODY_TEXT, hi, "pt-BR": ptBR, id, ar };

export function blogBodyText(locale: Locale): BlogBodyText {
  return TEXTS[locale];
}
