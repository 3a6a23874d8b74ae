import { KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { likesMessages, VIP_CODE_TEXT } from "../../../content/ff-bots-likes";
import { useMessages } from "../../../i18n/i18n";
import { checkVipCode, type VipCheck } from "./api/check-vip-code";

/** Shows only the end of a saved code, so it is not read over the visitor's shoulder. */
export function maskVipCode(code: string): string {
  return code.length <= 5 ? code : `•••••${code.slice(-5)}`;
}

/**
 * "Have a VIP code?": checked with the server first (a mistyped code is not kept), then saved on this
 * device and sent as Authorization: Bearer <code>. A refused code stays in the field with the reason.
 */
export function VipCodeField({
  code,
  onSave,
  onForget,
  check = checkVipCode,
}: {
  code: string | null;
  onSave: (code: string) => void;
  onForget: () => void;
  check?: (code: string) => Promise<VipCheck>;
}) {
  const t = useMessages(likesMessages);
  const [draft, setDraft] = useState("");
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim() || checking) return;
    setChecking(true);
    setRefused(null);
    const verdict = await check(draft);
    setChecking(false);
    if (!verdict.ok) {
      setRefused(verdict.message);
      return;
    }
    onSave(draft);
    setDraft("");
  };

  return (
    <section aria-labelledby="vip-code-label" className="rounded-xl border border-dashed border-amber-500/60 p-4">
      <h2 id="vip-code-label" className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4 text-amber-500" aria-hidden /> {t.vipLabel}
      </h2>
      {code ? (
        <div className="mt-2 flex flex-wrap items-center gap-3" data-testid="vip-code-saved">
          <p className="text-sm">
            {t.vipSaved}{" "}
            <code className="font-mono" dir="ltr">
              {maskVipCode(code)}
            </code>
          </p>
          <button type="button" onClick={onForget} className="btn btn-outline min-h-9 py-1 text-sm">
            {t.vipForget}
          </button>
        </div>
      ) : (
        <form onSubmit={save} className="mt-2 flex flex-wrap gap-2">
          <label htmlFor="ff-vip-code" className="sr-only">
            {t.vipFieldLabel}
          </label>
          <input
            id="ff-vip-code"
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            placeholder={VIP_CODE_TEXT.placeholder}
            dir="ltr"
            translate="no"
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              setRefused(null);
            }}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? "ff-vip-code-error" : undefined}
            className="h-10 min-w-0 flex-1 basis-full rounded-lg border border-[var(--border)] bg-[var(--bg)] px-2 font-mono text-[11px] sm:basis-0 sm:px-3 sm:text-sm"
          />
          <button type="submit" disabled={checking} className="btn btn-outline min-h-10 py-1 text-sm">
            {checking ? t.vipChecking : t.vipSave}
          </button>
          {refused && (
            <p id="ff-vip-code-error" role="alert" className="basis-full text-sm text-red-600 dark:text-red-400" data-testid="vip-code-refused">
              {refused}
            </p>
          )}
        </form>
      )}
      <p className="text-muted mt-2 text-xs">{t.vipHint}</p>
    </section>
  );
}
