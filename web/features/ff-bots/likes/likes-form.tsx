import { Heart, Loader2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { REGIONS, UID_MAX_DIGITS } from "../../../../contracts/likes";
import { likesMessages } from "../../../content/ff-bots-likes";
import { useLocale, useMessages } from "../../../i18n/i18n";
import { notReady } from "../../../lib/ui/not-ready";
import { useHydrated } from "../../../lib/use-hydrated";

const FIELD_CLASS = "h-12 w-full min-w-0 rounded-xl border border-[var(--border)] bg-[var(--bg)] px-4";

function FieldLabel({ htmlFor, text }: { htmlFor: string; text: string }) {
  return (
    <label htmlFor={htmlFor} className="font-semibold">
      {text}
    </label>
  );
}

/** UID (digits only, at most 11), region, and the submit button. */
export function LikesForm({ busy, onSubmit }: { busy: boolean; onSubmit: (uid: string, region: string) => void }) {
  const t = useMessages(likesMessages);
  const code = useLocale();
  const [uid, setUid] = useState("");
  const [region, setRegion] = useState("");
  // Before hydration a tap on Send would submit the form natively (a reload with the UID in the
  // address): the button says it is not ready instead, and what was typed stays for hydration.
  const hydrated = useHydrated();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !hydrated) return;
    // The form's own fields, not the state: what was typed before hydration is in the fields
    // (hydration keeps it) but reaches the state only with the next keystroke.
    const data = new FormData(event.currentTarget as HTMLFormElement);
    onSubmit(
      String(data.get("uid") ?? uid)
        .replace(/\D/g, "")
        .slice(0, UID_MAX_DIGITS),
      String(data.get("region") ?? region),
    );
  };

  return (
    // noValidate: the tool's own toasts explain a missing or bad field, not the browser's bubbles.
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t.formLabel}>
      <div className="grid gap-1.5">
        <FieldLabel htmlFor="ff-uid" text={t.uidLabel} />
        <input
          id="ff-uid"
          name="uid"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={UID_MAX_DIGITS}
          placeholder={t.uidPlaceholder}
          value={uid}
          onChange={(e) => setUid(e.target.value.replace(/\D/g, "").slice(0, UID_MAX_DIGITS))}
          // The page's direction: digits read left to right in either, and the placeholder is a sentence.
          className={`${FIELD_CLASS} text-lg tracking-wider`}
        />
      </div>
      <div className="grid gap-1.5">
        <FieldLabel htmlFor="ff-region" text={t.regionLabel} />
        <select id="ff-region" name="region" value={region} onChange={(e) => setRegion(e.target.value)} className={FIELD_CLASS}>
          <option value="" disabled>
            {t.regionPlaceholder}
          </option>
          {REGIONS.map((r) => (
            // A region whose name is the same in this language (CIS, Brazil in Indonesian) is a name, not English left over.
            <option key={r.value} value={r.value} translate={code !== "en" && t[`region-${r.value}`] === r.label ? "no" : undefined}>
              {t[`region-${r.value}`]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={busy || !hydrated} aria-busy={busy} className="btn btn-primary h-12 text-lg" {...notReady(!hydrated)}>
        {busy ? <Loader2 className="size-5 motion-safe:animate-spin" aria-hidden /> : <Heart className="size-5" aria-hidden />}
        {busy ? t.busy : t.submit}
      </button>
    </form>
  );
}
