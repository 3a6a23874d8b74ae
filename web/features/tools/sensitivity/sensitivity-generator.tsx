import { Crosshair, Download } from "lucide-react";
import { params } from "@nanostores/i18n";
import { useState } from "react";
import { defineMessages, useMessages } from "../../../i18n/i18n";
import { downloadBlob } from "../../../lib/download";
import { toast } from "../../../lib/toast-store";
import { ToolCard } from "../../../lib/ui/tool-card";
import { useRecordToolUsage } from "../api/tool-usage";
import { SENSITIVITY_TOASTS } from "../tools-text";
import {
  GAME_MODE_INFO,
  GAME_MODES,
  SENSITIVITY_FIELDS,
  SENSITIVITY_MAX,
  SENSITIVITY_PRESETS,
  sensitivityFileName,
  sensitivityJson,
  type GameMode,
  type SensitivityProfile,
} from "./presets";

type Generated = { mode: GameMode; profile: SensitivityProfile };

export const sensitivityMessages = defineMessages("tools-sensitivity", {
  title: "Sensitivity Generator",
  description: "Pick how you play and get matching Free Fire sensitivity settings.",
  gameMode: "Game mode",
  generate: "Generate",
  download: "Download",
  results: params("{mode} sensitivity"),
  generatedTitle: SENSITIVITY_TOASTS.generated.title,
  generatedDescription: SENSITIVITY_TOASTS.generated.description,
  downloadedTitle: SENSITIVITY_TOASTS.downloaded.title,
  downloadedDescription: SENSITIVITY_TOASTS.downloaded.description,
  "field-general": "General",
  "field-red_dot": "Red Dot",
  "field-scope_2x": "2x Scope",
  "field-scope_4x": "4x Scope",
  "field-awm": "AWM Scope",
  "mode-assault": GAME_MODE_INFO.assault.label,
  "hint-assault": GAME_MODE_INFO.assault.hint,
  "mode-sniper": GAME_MODE_INFO.sniper.label,
  "hint-sniper": GAME_MODE_INFO.sniper.hint,
  "mode-rusher": GAME_MODE_INFO.rusher.label,
  "hint-rusher": GAME_MODE_INFO.rusher.hint,
  "mode-balanced": GAME_MODE_INFO.balanced.label,
  "hint-balanced": GAME_MODE_INFO.balanced.hint,
});

/** Choose a game mode, Generate shows its preset, then Download saves it as JSON. */
export function SensitivityGenerator() {
  const [mode, setMode] = useState<GameMode>("balanced");
  const [generated, setGenerated] = useState<Generated | null>(null);
  const recordUse = useRecordToolUsage("sensitivity-generator");
  const t = useMessages(sensitivityMessages);

  const generate = () => {
    setGenerated({ mode, profile: { ...SENSITIVITY_PRESETS[mode] } });
    const text = sensitivityMessages.get();
    toast({ title: text.generatedTitle, description: text.generatedDescription });
    recordUse();
  };

  const download = () => {
    if (!generated) return;
    downloadBlob(new Blob([sensitivityJson(generated.profile)], { type: "application/json" }), sensitivityFileName(generated.mode));
    const text = sensitivityMessages.get();
    toast({ title: text.downloadedTitle, description: text.downloadedDescription });
  };

  return (
    <ToolCard id="sensitivity" title={t.title} icon={Crosshair} description={t.description}>
      <fieldset className="mt-5">
        <legend className="font-medium">{t.gameMode}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {GAME_MODES.map((m) => (
            <label
              key={m}
              className="flex cursor-pointer flex-col rounded-xl border border-[var(--border)] p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-500/10 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-400"
            >
              <span className="flex items-center gap-2 font-semibold">
                <input
                  type="radio"
                  name="game-mode"
                  value={m}
                  checked={mode === m}
                  onChange={() => {
                    setMode(m);
                    setGenerated(null);
                  }}
                  className="accent-brand-600"
                />
                {t[`mode-${m}`]}
              </span>
              <span className="text-muted text-xs">{t[`hint-${m}`]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={generate}>
          {t.generate}
        </button>
        <button type="button" className="btn btn-outline" onClick={download} disabled={!generated}>
          <Download className="size-4" aria-hidden /> {t.download}
        </button>
      </div>
      <div aria-live="polite">
        {generated && (
          <dl className="mt-5 grid gap-3" aria-label={t.results({ mode: t[`mode-${generated.mode}`] })}>
            {SENSITIVITY_FIELDS.map(({ key }) => (
              <div key={key} className="grid grid-cols-[7rem_1fr_2.5rem] items-center gap-3">
                <dt className="text-sm font-medium">{t[`field-${key}`]}</dt>
                <div className="h-2 overflow-hidden rounded-full bg-[var(--border)]" aria-hidden>
                  <div className="h-full rounded-full bg-brand-500" style={{ width: `${(generated.profile[key] / SENSITIVITY_MAX) * 100}%` }} />
                </div>
                <dd className="text-end font-mono font-semibold" data-testid={`sensitivity-${key}`}>
                  {generated.profile[key]}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </ToolCard>
  );
}
