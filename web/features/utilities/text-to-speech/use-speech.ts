/**
 * The browser's speech synthesis as React state: idle or speaking. Speaking
 * begins on the utterance's start event and ends on end, on error, or on stop(). speak() cancels
 * any earlier speech first. Events from a replaced or stopped utterance are ignored, so the
 * "interrupted" error Chrome fires for a cancelled utterance never reads as a failure.
 */
import { useCallback, useEffect, useRef, useState } from "react";

/** `lang`: the text's language, for the browser to pick a voice by when none is chosen. */
export type SpeakOptions = { text: string; voiceUri: string; rate: number; lang?: string };

export function isSpeechSupported(): boolean {
  // Checks the objects themselves: some browsers define the property but leave it undefined.
  return typeof window !== "undefined" && typeof window.speechSynthesis?.speak === "function" && typeof window.SpeechSynthesisUtterance === "function";
}

/** `onError` should be stable (defined outside the component). */
export function useSpeech(onError: () => void) {
  const [supported, setSupported] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  useEffect(() => {
    if (!isSpeechSupported()) return;
    setSupported(true);
    const synth = window.speechSynthesis;
    // Chrome fills the list asynchronously and announces it with voiceschanged.
    const load = () => setVoices(synth.getVoices());
    load();
    synth.addEventListener?.("voiceschanged", load);
    return () => {
      synth.removeEventListener?.("voiceschanged", load);
      current.current = null;
      synth.cancel();
    };
  }, []);

  const speak = useCallback(
    ({ text, voiceUri, rate, lang }: SpeakOptions) => {
      const synth = window.speechSynthesis;
      current.current = null;
      synth.cancel();
      setSpeaking(false);
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.rate = rate;
      const voice = voices.find((v) => v.voiceURI === voiceUri);
      if (voice) {
        utterance.voice = voice;
        utterance.lang = voice.lang;
      } else if (lang) {
        utterance.lang = lang;
      }
      utterance.onstart = () => {
        if (current.current === utterance) setSpeaking(true);
      };
      utterance.onend = () => {
        if (current.current !== utterance) return;
        current.current = null;
        setSpeaking(false);
      };
      utterance.onerror = (event) => {
        if (current.current !== utterance) return;
        current.current = null;
        setSpeaking(false);
        if (event.error !== "interrupted" && event.error !== "canceled") onError();
      };
      current.current = utterance;
      synth.speak(utterance);
    },
    [voices, onError],
  );

  const stop = useCallback(() => {
    current.current = null;
    if (isSpeechSupported()) window.speechSynthesis.cancel();
    setSpeaking(false);
  }, []);

  return { supported, speaking, voices, speak, stop };
}
