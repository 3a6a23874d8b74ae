import { Square, Volume2 } from "lucide-react";
import { useState } from "react";
import { toast } from "../../../lib/toast-store";
import { SliderField } from "../../../lib/ui/slider-field";
import { ToolCard } from "../../../lib/ui/tool-card";
import { SPEECH_TOASTS } from "../utilities-text";
import { isSpeechSupported, useSpeech } from "./use-speech";

const reportFailure = () => toast({ ...SPEECH_TOASTS.failed, variant: "destructive" });

export const RATE_RANGE = { min: 0.5, max: 2, step: 0.1, default: 1 } as const;

/** Spec 1 "Utility tools": a text area with Speak and Stop, plus a voice choice and a rate control. */
export function TextToSpeech() {
  const [text, setText] = useState("");
  const [voiceUri, setVoiceUri] = useState("");
  const [rate, setRate] = useState<number>(RATE_RANGE.default);
  const { supported, speaking, voices, speak, stop } = useSpeech(reportFailure);

  const onSpeak = () => {
    if (!isSpeechSupported()) {
      toast({ ...SPEECH_TOASTS.unsupported, variant: "destructive" });
      return;
    }
    if (!text.trim()) {
      toast({ ...SPEECH_TOASTS.empty, variant: "destructive" });
      return;
    }
    speak({ text, voiceUri, rate });
  };

  return (
    <ToolCard id="tts" title="Text to Speech" icon={Volume2} description="Type or paste text and your browser reads it aloud.">
      <div className="mt-5 grid gap-4">
        <div className="grid gap-1">
          <label htmlFor="tts-text" className="font-medium">
            Text
          </label>
          <textarea id="tts-text" rows={5} className="input resize-y" value={text} placeholder="Type something to hear it…" onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-1">
            <label htmlFor="tts-voice" className="font-medium">
              Voice
            </label>
            <select id="tts-voice" className="input" value={voiceUri} onChange={(e) => setVoiceUri(e.target.value)} disabled={!supported}>
              <option value="">Browser default</option>
              {voices.map((v) => (
                <option key={v.voiceURI} value={v.voiceURI}>
                  {v.name} ({v.lang})
                </option>
              ))}
            </select>
          </div>
          <SliderField
            id="tts-rate"
            label="Speed"
            value={rate}
            min={RATE_RANGE.min}
            max={RATE_RANGE.max}
            step={RATE_RANGE.step}
            format={(r) => `${r.toFixed(1)}x`}
            onChange={setRate}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className="btn btn-primary" onClick={onSpeak}>
            <Volume2 className="size-4" aria-hidden /> Speak
          </button>
          <button type="button" className="btn btn-outline" onClick={stop}>
            <Square className="size-4" aria-hidden /> Stop
          </button>
          <p role="status" className="text-muted text-sm" data-testid="tts-status">
            {speaking ? "Speaking…" : ""}
          </p>
        </div>
      </div>
    </ToolCard>
  );
}
