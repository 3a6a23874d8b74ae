/**
 * What the chat route says itself (not the model) in the visitor's language: the quota refusal,
 * a failed or slow model, a reply cut short. English is the route's original wording, unchanged.
 */
import { DEFAULT_LOCALE, type Locale } from "../../../contracts/locales";

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

const plural = (n: number, one: string, other: string) => (n === 1 ? one : other);

export const REFUSAL_TEXTS: Record<Locale, RefusalTexts> = {
  en: {
    upstreamFailed: "The assistant is not available right now. Please try again in a moment.",
    upstreamTimeout: "The assistant took too long to answer. Please try again.",
    replyCutShort: "\n\n(The assistant stopped before finishing this reply. Please ask again.)",
    capReached: "The assistant has answered as many messages today as this site allows. Please come back tomorrow.",
    shareReached: "You have used your share of the assistant's answers for today. Please come back tomorrow.",
    capUnavailable: "The assistant is paused for a moment. Please try again in a minute.",
    quota: (max, w, wait) =>
      `Whoa, speedrunner! 🏃 That's ${max} messages in ${w} minute${plural(w, "", "s")}. Take a short break and try again in about ${wait} minute${plural(wait, "", "s")}.`,
  },
  hi: {
    upstreamFailed: "असिस्टेंट अभी उपलब्ध नहीं है। थोड़ी देर में फिर से कोशिश करो।",
    upstreamTimeout: "असिस्टेंट ने जवाब देने में बहुत देर लगा दी। फिर से कोशिश करो।",
    replyCutShort: "\n\n(असिस्टेंट यह जवाब पूरा करने से पहले रुक गया। फिर से पूछो।)",
    capReached: "असिस्टेंट ने आज साइट की तय सीमा जितने जवाब दे दिए हैं। कल फिर आना।",
    shareReached: "आज के लिए तुम्हारे हिस्से के जवाब पूरे हो गए। कल फिर आना।",
    capUnavailable: "असिस्टेंट थोड़ी देर के लिए रुका है। एक मिनट बाद फिर से कोशिश करो।",
    quota: (max, w, wait) => `अरे स्पीडरनर! 🏃 ${w} मिनट में ${max} मैसेज हो गए। थोड़ा ब्रेक लो और करीब ${wait} मिनट बाद फिर से कोशिश करो।`,
  },
  "pt-BR": {
    upstreamFailed: "O assistente não está disponível agora. Tenta de novo daqui a pouco.",
    upstreamTimeout: "O assistente demorou demais pra responder. Tenta de novo.",
    replyCutShort: "\n\n(O assistente parou antes de terminar esta resposta. Pergunta de novo.)",
    capReached: "O assistente já respondeu hoje todas as mensagens que o site permite. Volta amanhã.",
    shareReached: "Você já usou sua parte das respostas do assistente hoje. Volta amanhã.",
    capUnavailable: "O assistente deu uma pausa rápida. Tenta de novo em um minuto.",
    quota: (max, w, wait) =>
      `Calma aí, speedrunner! 🏃 Já foram ${max} mensagens em ${w} ${plural(w, "minuto", "minutos")}. Faz uma pausa e tenta de novo em uns ${wait} ${plural(wait, "minuto", "minutos")}.`,
  },
  id: {
    upstreamFailed: "Asisten sedang tidak tersedia. Coba lagi sebentar lagi ya.",
    upstreamTimeout: "Asisten terlalu lama menjawab. Coba lagi ya.",
    replyCutShort: "\n\n(Asisten berhenti sebelum jawaban ini selesai. Tanyakan lagi ya.)",
    capReached: "Asisten sudah menjawab pesan sebanyak batas situs hari ini. Kembali lagi besok ya.",
    shareReached: "Jatah jawaban asisten kamu untuk hari ini sudah habis. Kembali lagi besok ya.",
    capUnavailable: "Asisten sedang jeda sebentar. Coba lagi dalam satu menit.",
    quota: (max, w, wait) => `Santai, speedrunner! 🏃 Sudah ${max} pesan dalam ${w} menit. Istirahat sebentar, lalu coba lagi sekitar ${wait} menit lagi.`,
  },
  ar: {
    upstreamFailed: "المساعد غير متاح الآن. حاول مجددًا بعد قليل.",
    upstreamTimeout: "استغرق المساعد وقتًا طويلًا للرد. حاول مجددًا.",
    replyCutShort: "\n\n(توقف المساعد قبل إكمال هذا الرد. اسأل مجددًا.)",
    capReached: "أجاب المساعد اليوم عن أقصى عدد من الرسائل يسمح به الموقع. عُد غدًا.",
    shareReached: "استهلكت حصتك من ردود المساعد لهذا اليوم. عُد غدًا.",
    capUnavailable: "المساعد متوقف لحظة. حاول مجددًا بعد دقيقة.",
    quota: (max, w, wait) => `مهلًا يا بطل السرعة! 🏃 أرسلت ${max} رسائل خلال ${w} دقيقة. خذ استراحة قصيرة وحاول مجددًا بعد ${wait} دقيقة تقريبًا.`,
  },
};

export function refusalTexts(lang: Locale = DEFAULT_LOCALE): RefusalTexts {
  return REFUSAL_TEXTS[lang];
}
