import { Sparkles } from "lucide-react";
import { useState } from "react";
import { toast } from "../../../lib/toast-store";
import { CopyButton } from "../../../lib/ui/copy-button";
import { ToolCard } from "../../../lib/ui/tool-card";
import { useRecordToolUsage } from "../api/tool-usage";
import { NAME_TOASTS } from "../tools-text";
import { fancyVariants, type FancyVariant } from "./fancy-text";

const NAME_MAX_LENGTH = 40;

/**
 * Spec 1 "Tools hub": a name in, 8 stylish variants out, each copyable.
 *
 * The form is a React form action reading the name from the form's data: a Generate tap on the
 * prerendered form before this chunk has arrived is kept by React (its inline script holds the
 * submission with the typed text) and run once the tool has hydrated.
 */
export function NameGenerator() {
  const [name, setName] = useState("");
  const [variants, setVariants] = useState<FancyVariant[] | null>(null);
  const recordUse = useRecordToolUsage("ff-name-generator");

  const generate = (form: FormData) => {
    const typed = String(form.get("name") ?? "");
    // Text typed before hydration is in the field but not yet in the state.
    setName(typed);
    const trimmed = typed.trim();
    if (!trimmed) {
      toast({ ...NAME_TOASTS.empty, variant: "destructive" });
      return;
    }
    setVariants(fancyVariants(trimmed));
    recordUse();
  };

  return (
    <ToolCard id="name-generator" title="Stylish Name Generator" icon={Sparkles} description="Turn your nickname into fancy Unicode styles that work in game names and bios.">
      <form action={generate} className="mt-4 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1">
          <label htmlFor="ff-name" className="font-medium">
            Your name
          </label>
          <input
            id="ff-name"
            name="name"
            className="input"
            value={name}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
            placeholder="e.g. Ghost99"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Generate
        </button>
      </form>
      <div aria-live="polite">
        {variants && (
          <ul className="mt-5 grid gap-2" aria-label="Stylish names">
            {variants.map((v) => (
              <li key={v.id} className="flex items-center justify-between gap-3 rounded-xl border border-[var(--border)] p-3">
                <span className="min-w-0 break-words text-lg" data-testid="fancy-name">
                  {v.text}
                </span>
                <CopyButton text={v.text} label={`Copy ${v.label} style`} description={NAME_TOASTS.copied} className="btn btn-outline shrink-0" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </ToolCard>
  );
}
