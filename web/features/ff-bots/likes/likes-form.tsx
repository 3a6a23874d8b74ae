import { Heart, Loader2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { REGIONS, UID_MAX_DIGITS } from "../../../../contracts/likes";
import { LIKES_PAGE } from "../../../content/ff-bots";

const FIELD_CLASS = "h-12 rounded-xl border border-[var(--border)] bg-[var(--bg)] px-4";

function FieldLabel({ htmlFor, text }: { htmlFor: string; text: string }) {
  return (
    <label htmlFor={htmlFor} className="font-semibold">
      {text}
    </label>
  );
}

/** Spec 1 "Likes tool page": UID (digits only, at most 11), region, and the submit button. */
export function LikesForm({ busy, onSubmit }: { busy: boolean; onSubmit: (uid: string, region: string) => void }) {
  const [uid, setUid] = useState("");
  const [region, setRegion] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(uid, region);
  };

  return (
    // noValidate: the spec's own toasts explain a missing or bad field, not the browser's bubbles.
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Get free likes">
      <div className="grid gap-1.5">
        <FieldLabel htmlFor="ff-uid" text={LIKES_PAGE.uidLabel} />
        <input
          id="ff-uid"
          name="uid"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={UID_MAX_DIGITS}
          placeholder={LIKES_PAGE.uidPlaceholder}
          value={uid}
          onChange={(e) => setUid(e.target.value.replace(/\D/g, "").slice(0, UID_MAX_DIGITS))}
          className={`${FIELD_CLASS} text-lg tracking-wider`}
        />
      </div>
      <div className="grid gap-1.5">
        <FieldLabel htmlFor="ff-region" text={LIKES_PAGE.regionLabel} />
        <select id="ff-region" name="region" value={region} onChange={(e) => setRegion(e.target.value)} className={FIELD_CLASS}>
          <option value="" disabled>
            {LIKES_PAGE.regionPlaceholder}
          </option>
          {REGIONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={busy} aria-busy={busy} className="btn btn-primary h-12 text-lg">
        {busy ? <Loader2 className="size-5 motion-safe:animate-spin" aria-hidden /> : <Heart className="size-5" aria-hidden />}
        {busy ? LIKES_PAGE.busy : LIKES_PAGE.submit}
      </button>
    </form>
  );
}
