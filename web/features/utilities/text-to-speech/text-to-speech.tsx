import { Square, Volume2 } from "lucide-react";
import { useState } from "react";
import { defineMessages, useLocale, useMessages } from "../../../i18n/i18n";
import { toast } from "../../../lib/toast-store";
import { SliderField } from "../../../lib/ui/slider-field";
import { ToolCard } from "../../../lib/ui/tool-card";
import { SPEECH_TOASTS } from "../utilities-text";
import { isSpeechSupported, useSpeech } from "./use-speech";

export const speechMessages = defineMessages("utilities-tts", {
  title: "Text to Speech",
  description: "Type or paste text and your browser reads it aloud.",
  text: "Text",
  placeholder: "Type something to hear it…",
  voice: "Voice",
  browserDefault: "Browser default",
  speed: "Speed",
  speak: "Speak",
  stop: "Stop",
  speaking: "Speaking…",
  errorTitle: SPEECH_TOASTS.empty.title,
  empty: SPEECH_TOASTS.empty.description,
  failed: SPEECH_TOASTS.failed.description,
  unsupportedTitle: SPEECH_TOASTS.unsupported.title,
  unsupported: SPEECH_TOASTS.unsupported.description,
});

const reportFailure = () => {
  const t = speechMessages.get();
  toast({ title: t.errorTitle, description: t.failed, variant: "destructive" });
};

/** The primary language subtag: "pt" of "pt-BR", "hi" of "hi-IN". */
const language = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? "";

/**
 * The voices with those of the page's language first (the exact region, as pt-BR, before the rest
 * of the language), each group in the browser's order.
 */
export function voicesForPage<V extends { lang: string }>(voices: readonly V[], pageLocale: string): V[] {
  const rank = (v: V) => (v.lang.toLowerCase().replace("_", "-") === pageLocale.toLowerCase() ? 0 : language(v.lang) === language(pageLocale) ? 1 : 2);
  return voices
    .map((voice, i) => ({ voice, i, rank: rank(voice) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ voice }) => voice);
}

export const RATE_RANGE = { min: 0.5, max: 2, step: 0.1, default: 1 } as const;

/** A text area with Speak and Stop, plus a voice choice and a rate control. */
export function TextToSpeech() {
  const t = useMessages(speechMessages);
  const pageLocale = useLocale();
  const [text, setText] = useState("");
  const [chosenVoice, setVoiceUri] = useState<string | null>(null);
  const [rate, setRate] = useState<number>(RATE_RANGE.default);
  const { supported, speaking, voices: allVoices, speak, stop } = useSpeech(reportFailure);
  const voices = voicesForPage(allVoices, pageLocale);
  // On a translated page the first voice of its language is chosen until the visitor picks one;
  // English keeps the browser's default.
  const pageVoice = pageLocale === "en" ? undefined : voices.find((v) => language(v.lang) === language(pageLocale));
  const voiceUri = chosenVoice ?? pageVoice?.voiceURI ?? "";
  const rateFormat = new Intl.NumberFormat(pageLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  const onSpeak = () => {
    const message = speechMessages.get();
    if (!isSpeechSupported()) {
      toast({ title: message.unsupportedTitle, description: message.unsupported, variant: "destructive" });
      return;
    }
    if (!text.trim()) {
      toast({ title: message.errorTitle, description: message.empty, variant: "destructive" });
      return;
    }
    speak({ text, voiceUri, rate, lang: pageLocale === "en" ? undefined : pageLocale });
  };

  return (
    <ToolCard id="tts" title={t.title} icon={Volume2} description={t.description}>
      <div className="mt-5 grid gap-4">
        <div className="grid gap-1">
          <label htmlFor="tts-text" className="font-medium">
            {t.text}
          </label>
          <textarea id="tts-text" rows={5} className="input resize-y" value={text} placeholder={t.placeholder} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-1">
            <label htmlFor="tts-voice" className="font-medium">
              {t.voice}
            </label>
            <select id="tts-voice" className="input" value={voiceUri} onChange={(e) => setVoiceUri(e.target.value)} disabled={!supported}>
              <option value="">{t.browserDefault}</option>
              {voices.map((v) => (
                <option key={v.voiceURI} value={v.voiceURI}>
                  {v.name} ({v.lang})
                </option>
              ))}
            </select>
          </div>
          <SliderField
            id="tts-rate"
            label={t.speed}
            value={rate}
            min={RATE_RANGE.min}
            max={RATE_RANGE.max}
            step={RATE_RANGE.step}
            format={(r) => `${rateFormat.format(r)}x`}
            onChange={setRate}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className="btn btn-primary" onClick={onSpeak}>
            <Volume2 className="size-4" aria-hidden /> {t.speak}
          </button>
          <button type="button" className="btn btn-outline" onClick={stop}>
            <Square className="size-4" aria-hidden /> {t.stop}
          </button>
          <p role="status" className="text-muted text-sm" data-testid="tts-status">
            {speaking ? t.speaking : ""}
          </p>
        </div>
      </div>
    </ToolCard>
  );
}
