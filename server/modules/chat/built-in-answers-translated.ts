/**
 * The built-in assistant's answers in the site's other languages (decision 048): the same intents
 * as the English ones (built-in-intents-*.ts), written from the same facts, in the persona's
 * friendly gaming tone, one file per language. Paths, names, brands and game titles stay as the
 * site writes them, so the widget still links every path. A test checks that each language answers
 * every intent.
 */
import { type Answer, type TranslatedLocale } from "./built-in-answer-kit";
import { AR_ANSWERS } from "./built-in-answers-ar";
import { HI_ANSWERS } from "./built-in-answers-hi";
import { ID_ANSWERS } from "./built-in-answers-id";
import { PT_BR_ANSWERS } from "./built-in-answers-pt-br";

export const TRANSLATED_ANSWERS: Record<TranslatedLocale, Record<string, Answer>> = { hi: HI_ANSWERS, "pt-BR": PT_BR_ANSWERS, id: ID_ANSWERS, ar: AR_ANSWERS };

/**
 * Words a visitor might type in their own language, per intent (the English cues match English and
 * Hinglish; these add the other scripts and languages). Plain substrings: `\b` knows no Devanagari
 * or Arabic letters. Each match adds 3, as a clear English cue does.
 */
export const NATIVE_CUES: readonly (readonly [intent: string, cue: RegExp])[] = [
  ["likes", /लाइक|curtida|\blike\b|إعجاب|لايك/],
  ["vip", /वीआईपी|في ?آي ?بي/],
  ["regions", /रीजन|região|regiões|\bwilayah\b|منطق/],
  ["games", /गेम|खेल|\bjogos?\b|\bpermainan\b|\bmain game\b|لعب|ألعاب|العاب/],
  ["blog", /ब्लॉग|लेख|\bartigos?\b|\bartikel\b|مدونة|مقال/],
  ["contact", /संपर्क|\bcontato\b|\bkontak\b|\bhubungi\b|تواصل|اتصال/],
  ["free", /फ़्री|फ्री|मुफ़्त|मुफ्त|\bgrátis\b|\bgratuito\b|\bgratis\b|مجان/],
  ["safety", /सुरक्षित|पासवर्ड|\bsegur[oa]\b|\bsenha\b|\baman\b|آمن|كلمة المرور|حظر/],
  ["tools", /टूल|\bferramentas?\b|\balat\b|أدوات|أداة/],
  ["thanks", /धन्यवाद|शुक्रिया|\bobrigad[oa]\b|\bvaleu\b|terima kasih|\bmakasih\b|شكر/],
  ["greeting", /^(नमस्ते|नमस्कार|हेलो|हाय|olá|\boi\b|\bhalo\b|\bhai\b|مرحب|السلام|أهلا|اهلا)/],
];
