import * as Switch from "@radix-ui/react-switch";
import { KeyRound } from "lucide-react";
import { count, params } from "@nanostores/i18n";
import { useState } from "react";
import { defineMessages, useLocale, useMessages } from "../../../i18n/i18n";
import { copyMessages } from "../../../content/clipboard";
import { CopyButton } from "../../../lib/ui/copy-button";
import { SliderField } from "../../../lib/ui/slider-field";
import { ToolCard } from "../../../lib/ui/tool-card";
import { useRecordToolUsage } from "../api/tool-usage";
import { PASSWORD_TOASTS } from "../tools-text";
import { DEFAULT_PASSWORD_OPTIONS, generatePassword, PASSWORD_LENGTH, passwordEntropyBits, passwordStrength, type PasswordOptions } from "./password";

export const passwordMessages = defineMessages("tools-password", {
  title: "Password Generator",
  description: "Strong random passwords made on your device. Nothing is sent anywhere.",
  length: "Length",
  numbers: "Include numbers",
  symbols: "Include symbols",
  strength: "Strength:",
  bits: params(count({ one: "about {bits} bit", other: "about {bits} bits" })),
  generate: "Generate",
  output: "Generated password",
  placeholder: "Press Generate",
  copyLabel: "Copy password",
  copy: "Copy",
  copied: PASSWORD_TOASTS.copied,
  Weak: "Weak",
  Fair: "Fair",
  Strong: "Strong",
  "Very strong": "Very strong",
});

const STRENGTH_COLORS = ["bg-red-500", "bg-amber-500", "bg-green-500", "bg-emerald-500"] as const;

function ToggleField({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        className="relative h-7 w-12 shrink-0 rounded-full bg-[var(--border)] transition-colors data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6 rtl:-translate-x-1 rtl:data-[state=checked]:-translate-x-6" />
      </Switch.Root>
    </div>
  );
}

/** Length 8 to 32, numbers and symbols toggles, Generate, Copy, and a strength meter. */
export function PasswordGenerator() {
  const [options, setOptions] = useState<PasswordOptions>(DEFAULT_PASSWORD_OPTIONS);
  const [password, setPassword] = useState("");
  const recordUse = useRecordToolUsage("password-generator");
  const bits = passwordEntropyBits(options);
  const strength = passwordStrength(bits);
  const t = useMessages(passwordMessages);
  useMessages(copyMessages);
  const numberFormat = new Intl.NumberFormat(useLocale());
  const update = (patch: Partial<PasswordOptions>) => setOptions((o) => ({ ...o, ...patch }));

  return (
    <ToolCard id="password" title={t.title} icon={KeyRound} description={t.description}>
      <div className="mt-5 grid gap-4">
        <SliderField id="password-length" label={t.length} value={options.length} min={PASSWORD_LENGTH.min} max={PASSWORD_LENGTH.max} onChange={(length) => update({ length })} />
        <ToggleField id="password-numbers" label={t.numbers} checked={options.numbers} onChange={(numbers) => update({ numbers })} />
        <ToggleField id="password-symbols" label={t.symbols} checked={options.symbols} onChange={(symbols) => update({ symbols })} />
        <div>
          <div className="flex justify-between text-sm">
            <span>
              {t.strength} <strong data-testid="password-strength">{t[strength.label]}</strong>
            </span>
            <span className="text-muted">{t.bits({ bits: numberFormat.format(Math.round(bits)) })(Math.round(bits))}</span>
          </div>
          <div className="mt-1 grid grid-cols-4 gap-1" aria-hidden>
            {STRENGTH_COLORS.map((color, i) => (
              <div key={color} className={`h-2 rounded-full ${i < strength.score ? color : "bg-[var(--border)]"}`} />
            ))}
          </div>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setPassword(generatePassword(options));
            recordUse();
          }}
        >
          {t.generate}
        </button>
        <div className="flex gap-2">
          <label htmlFor="password-output" className="sr-only">
            {t.output}
          </label>
          <input id="password-output" readOnly value={password} placeholder={t.placeholder} className="input font-mono" dir="ltr" aria-live="polite" />
          <CopyButton text={password} label={t.copyLabel} description={t.copied} disabled={!password}>
            {t.copy}
          </CopyButton>
        </div>
      </div>
    </ToolCard>
  );
}
