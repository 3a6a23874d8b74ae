import { params } from "@nanostores/i18n";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { defineMessages, useMessages } from "../../../i18n/i18n";
import { copyMessages } from "../../../content/clipboard";
import { toast } from "../../../lib/toast-store";
import { CopyButton } from "../../../lib/ui/copy-button";
import { ToolCard } from "../../../lib/ui/tool-card";
import { useRecordToolUsage } from "../api/tool-usage";
import { NAME_TOASTS } from "../tools-text";
import { fancyVariants, type FancyVariant } from "./fancy-text";

const NAME_MAX_LENGTH = 40;

/** The generator's texts; the fancy alphabets and the names they make are output and stay as they are. */
export const nameMessages = defineMessages("tools-name", {
  title: "Stylish Name Generator",
  description: "Turn your nickname into fancy Unicode styles that work in game names and bios.",
  label: "Your name",
  placeholder: "e.g. Ghost99",
  generate: "Generate",
  results: "Stylish names",
  copyStyle: params("Copy {style} style"),
  emptyTitle: NAME_TOASTS.empty.title,
  emptyDescription: NAME_TOASTS.empty.description,
  copied: NAME_TOASTS.copied,
  "style-bold-wings": "Bold",
  "style-italic-stars": "Italic",
  "style-script-frame": "Script",
  "style-gothic-sparkle": "Gothic",
  "style-outline-brackets": "Outline",
  "style-sans-boss": "Sans bold",
  "style-circled-bolt": "Bubble",
  "style-bold-italic-fire": "Bold italic",
});

type StyleKey = `style-${string}` & keyof ReturnType<typeof nameMessages.get>;

/**
 * A name in, 8 stylish variants out, each copyable.
 *
 * The form is a React form action reading the name from the form's data: a Generate tap on the
 * prerendered form before this chunk has arrived is kept by React (its inline script holds the
 * submission with the typed text) and run once the tool has hydrated.
 */
export function NameGenerator() {
  const t = useMessages(nameMessages);
  useMessages(copyMessages);
  const [name, setName] = useState("");
  const [variants, setVariants] = useState<FancyVariant[] | null>(null);
  const recordUse = useRecordToolUsage("ff-name-generator");

  const generate = (form: FormData) => {
    const typed = String(form.get("name") ?? "");
    // Text typed before hydration is in the field but not yet in the state.
    setName(typed);
    const trimmed = typed.trim();
    if (!trimmed) {
      const text = nameMessages.get();
      toast({ title: text.emptyTitle, description: text.emptyDescription, variant: "destructive" });
      return;
    }
    setVariants(fancyVariants(trimmed));
    recordUse();
  };

  return (
    <ToolCard id="name-generator" title={t.title} icon={Sparkles} description={t.description}>
      <form action={generate} className="mt-4 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1">
          <label htmlFor="ff-name" className="font-medium">
            {t.label}
          </label>
          <input
            id="ff-name"
            name="name"
            className="input"
            value={name}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
            placeholder={t.placeholder}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {t.generate}
        </button>
      </form>
      <div aria-live="polite">
        {variants && (
          <ul className="mt-5 grid gap-2" aria-label={t.results}>
            {variants.map((v) => (
              <li key={v.id} className="flex items-center justify-between gap-3 rounded-xl border border-[var(--border)] p-3">
                {/* The name sets its own direction (a Latin name stays left to right on an Arabic page). */}
                <span className="min-w-0 break-words text-lg" dir="auto" data-testid="fancy-name">
                  {v.text}
                </span>
                <CopyButton text={v.text} label={t.copyStyle({ style: t[`style-${v.id}` as StyleKey] })} description={t.copied} className="btn btn-outline shrink-0" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </ToolCard>
  );
}
