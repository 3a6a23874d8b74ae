/**
 * What the chat route says itself (not the model) in the visitor's language: the quota refusal,
 * a failed or slow model, a reply cut short. English is the route's original wording, unchanged.
 * The quota's counts are plural forms (./plural.ts), so "1 minute" and Arabic's دقيقتين read right.
 */
import { DEFAULT_LOCALE, type Locale } from "../contracts/locales";
import { countText, type PluralForms } from "./plural";

export type RefusalTexts = {
  upstreamFailed: string;
  upstreamTimeout: string;
  replyCutShort: string;
  /** The paid model's daily caps (model-budget.ts): the site's, the visitor's share, the store down. */
  capReached: string;
  shareReached: string;
  capUnavailable: string;
  quota: (max: number, windowMinutes: number, waitMinutes: number) => string;
};

/** The quota refusal: a sentence naming `{messages}`, `{minutes}` (the window) and `{wait}`, and the forms of each count. */
type Quota = { text: string; messages: PluralForms; minutes: PluralForms };

type Table = Omit<RefusalTexts, "quota"> & { quota: Quota };

const TABLES: Record<Locale, Table> = {
  en: {
    upstreamFailed: "The assistant is not available right now. Please try again in a moment.",
    upstreamTimeout: "The assistant took too long to answer. Please try again.",
    replyCutShort: "\n\n(The assistant stopped before finishing this reply. Please ask again.)",
    capReached: "The assistant has answered as many messages today as this site allows. Please come back tomorrow.",
    shareReached: "You have used your share of the assistant's answers for today. Please come back tomorrow.",
    capUnavailable: "The assistant is paused for a moment. Please try again in a minute.",
    quota: {
      text: "Whoa, speedrunner! 🏃 That's {messages} in {minutes}. Take a short break and try again in about {wait}.",
      messages: { one: "{count} message", other: "{count} messages" },
      minutes: { one: "{count} minute", other: "{count} minutes" },
    },
  },
  hi: {
    upstreamFailed: "असिस्टेंट अभी उपलब्ध नहीं है। थोड़ी देर में फिर से कोशिश करो।",
    upstreamTimeout: "असिस्टेंट ने जवाब देने में बहुत देर लगा दी। फिर से कोशिश करो।",
    replyCutShort: "\n\n(असिस्टेंट यह जवाब पूरा करने से पहले रुक गया। फिर से पूछो।)",
    capReached: "असिस्टेंट ने आज साइट की तय सीमा जितने जवाब दे दिए हैं। कल फिर आना।",
    shareReached: "आज के लिए तुम्हारे हिस्से के जवाब पूरे हो गए। कल फिर आना।",
    capUnavailable: "असिस्टेंट थोड़ी देर के लिए रुका है। एक मिनट बाद फिर से कोशिश करो।",
    quota: {
      text: "अरे स्पीडरनर! 🏃 {minutes} में {messages} हो गए। थोड़ा ब्रेक लो और करीब {wait} बाद फिर से कोशिश करो।",
      messages: { one: "{count} मैसेज", other: "{count} मैसेज" },
      minutes: { one: "{count} मिनट", other: "{count} मिनट" },
    },
  },
  "pt-BR": {
    upstreamFailed: "O assistente não está disponível agora. Tenta de novo daqui a pouco.",
    upstreamTimeout: "O assistente demorou demais pra responder. Tenta de novo.",
    replyCutShort: "\n\n(O assistente parou antes de terminar esta resposta. Pergunta de novo.)",
    capReached: "O assistente já respondeu hoje todas as mensagens que o site permite. Volta amanhã.",
    shareReached: "Você já usou sua parte das respostas do assistente hoje. Volta amanhã.",
    capUnavailable: "O assistente deu uma pausa rápida. Tenta de novo em um minuto.",
    quota: {
      text: "Calma aí, speedrunner! 🏃 Já foram {messages} em {minutes}. Faz uma pausa e tenta de novo em uns {wait}.",
      messages: { one: "{count} mensagem", other: "{count} mensagens" },
      minutes: { one: "{count} minuto", other: "{count} minutos" },
    },
  },
  id: {
    upstreamFailed: "Asisten sedang tidak tersedia. Coba lagi sebentar lagi ya.",
    upstreamTimeout: "Asisten terlalu lama menjawab. Coba lagi ya.",
    replyCutShort: "\n\n(Asisten berhenti sebelum jawaban ini selesai. Tanyakan lagi ya.)",
    capReached: "Asisten sudah menjawab pesan sebanyak batas situs hari ini. Kembali lagi besok ya.",
    shareReached: "Jatah jawaban asisten kamu untuk hari ini sudah habis. Kembali lagi besok ya.",
    capUnavailable: "Asisten sedang jeda sebentar. Coba lagi dalam satu menit.",
    quota: {
      text: "Santai, speedrunner! 🏃 Sudah {messages} dalam {minutes}. Istirahat sebentar, lalu coba lagi sekitar {wait} lagi.",
      messages: { other: "{count} pesan" },
      minutes: { other: "{count} menit" },
    },
  },
  ar: {
    upstreamFailed: "المساعد غير متاح حاليًا. جرّب مرة ثانية بعد لحظات.",
    upstreamTimeout: "المساعد تأخر في الرد. جرّب مرة ثانية.",
    replyCutShort: "\n\n(المساعد وقف قبل ما يكمّل الرد. اسأل مرة ثانية.)",
    capReached: "المساعد رد اليوم على كل الرسائل اللي يسمح بها الموقع. ارجع بكرة.",
    shareReached: "خلصت حصتك من ردود المساعد اليوم. ارجع بكرة.",
    capUnavailable: "المساعد متوقف لحظة. جرّب مرة ثانية بعد دقيقة.",
    quota: {
      text: "مهلًا يا بطل! 🏃 أرسلت {messages} خلال {minutes}. خذ استراحة قصيرة وجرّب مرة ثانية بعد {wait} تقريبًا.",
      messages: { zero: "{count} رسالة", one: "رسالة واحدة", two: "رسالتين", few: "{count} رسائل", many: "{count} رسالةً", other: "{count} رسالة" },
      minutes: { zero: "{count} دقيقة", one: "دقيقة واحدة", two: "دقيقتين", few: "{count} دقائق", many: "{count} دقيقةً", other: "{count} دقيقة" },
    },
  },
};

function refusals(lang: Locale, { quota, ...texts }: Table): RefusalTexts {
  return {
    ...texts,
    quota: (max, windowMinutes, waitMinutes) =>
      quota.text
        .replace("{messages}", countText(lang, quota.messages, max))
        .replace("{minutes}", countText(lang, quota.minutes, windowMinutes))
        .replace("{wait}", countText(lang, quota.minutes, waitMinutes)),
  };
}

export const REFUSAL_TEXTS = Object.fromEntries(Object.entries(TABLES).map(([lang, table]) => [lang, refusals(lang as Locale, table)])) as Record<Locale, RefusalTexts>;

export function refusalTexts(lang: Locale = DEFAULT_LOCALE): RefusalTexts {
  return REFUSAL_TEXTS[lang];
}
