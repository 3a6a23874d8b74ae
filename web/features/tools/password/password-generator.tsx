import * as Switch from "@radix-ui/react-switch";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { CopyButton } from "../../../lib/ui/copy-button";
import { SliderField } from "../../../lib/ui/slider-field";
import { ToolCard } from "../../../lib/ui/tool-card";
import { useRecordToolUsage } from "../api/tool-usage";
import { PASSWORD_TOASTS } from "../tools-text";
import { DEFAULT_PASSWORD_OPTIONS, generatePassword, PASSWORD_LENGTH, passwordEntropyBits, passwordStrength, type PasswordOptions } from "./password";

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
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
}

/** Spec 1 "Tools hub": length 8 to 32, numbers and symbols toggles, Generate, Copy, and a strength meter. */
export function PasswordGenerator() {
  const [options, setOptions] = useState<PasswordOptions>(DEFAULT_PASSWORD_OPTIONS);
  const [password, setPassword] = useState("");
  const recordUse = useRecordToolUsage("password-generator");
  const bits = passwordEntropyBits(options);
  const strength = passwordStrength(bits);
  const update = (patch: Partial<PasswordOptions>) => setOptions((o) => ({ ...o, ...patch }));

  return (
    <ToolCard id="password" title="Password Generator" icon={KeyRound} description="Strong random passwords made on your device. Nothing is sent anywhere.">
      <div className="mt-5 grid gap-4">
        <SliderField id="password-length" label="Length" value={options.length} min={PASSWORD_LENGTH.min} max={PASSWORD_LENGTH.max} onChange={(length) => update({ length })} />
        <ToggleField id="password-numbers" label="Include numbers" checked={options.numbers} onChange={(numbers) => update({ numbers })} />
        <ToggleField id="password-symbols" label="Include symbols" checked={options.symbols} onChange={(symbols) => update({ symbols })} />
        <div>
          <div className="flex justify-between text-sm">
            <span>
              Strength: <strong data-testid="password-strength">{strength.label}</strong>
            </span>
            <span className="text-muted">about {Math.round(bits)} bits</span>
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
          Generate
        </button>
        <div className="flex gap-2">
          <label htmlFor="password-output" className="sr-only">
            Generated password
          </label>
          <input id="password-output" readOnly value={password} placeholder="Press Generate" className="input font-mono" aria-live="polite" />
          <CopyButton text={password} label="Copy password" description={PASSWORD_TOASTS.copied} disabled={!password}>
            Copy
          </CopyButton>
        </div>
      </div>
    </ToolCard>
  );
}
