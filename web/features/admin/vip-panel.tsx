import { Ban, KeyRound } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { vipIssueSchema, type AdminVipCode, type VipIssued } from "../../../contracts/admin";
import { ADMIN_TEXT } from "../../content/admin";
import { toast } from "../../lib/toast-store";
import { CopyButton } from "../../lib/ui/copy-button";
import { errorMessage } from "./api/admin-fetch";
import { useRevokeVipCode } from "./api/revoke-vip-code";
import { useIssueVipCode, useVipCodes } from "./api/vip-codes";
import { PanelError } from "./panel-error";

const T = ADMIN_TEXT.vip;
const DEFAULT_DAYS = "30";
const formatDate = (iso: string) => new Date(iso).toISOString().slice(0, 10);

export function VipPanel() {
  const [issued, setIssued] = useState<VipIssued | null>(null);
  return (
    <section aria-labelledby="admin-vip" className="grid gap-4">
      <h2 id="admin-vip" className="text-2xl font-bold">
        {T.heading}
      </h2>
      <p className="text-muted">{T.intro}</p>
      <IssueForm onIssued={setIssued} />
      <div aria-live="polite">
        {issued && (
          <div className="card grid gap-2 border-brand-500 p-4">
            <h3 className="font-bold">{T.issuedHeading}</h3>
            <div className="flex flex-wrap items-center gap-3">
              <code className="break-all rounded bg-black/5 px-2 py-1 font-mono text-lg dark:bg-white/10" data-vip-code>
                {issued.code}
              </code>
              <CopyButton text={issued.code} label={T.copy} description={T.copied}>
                {T.copy}
              </CopyButton>
            </div>
          </div>
        )}
      </div>
      <VipTable />
    </section>
  );
}

function IssueForm({ onIssued }: { onIssued: (code: VipIssued) => void }) {
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const issue = useIssueVipCode();
  const ids = { days: useId(), note: useId(), error: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = vipIssueSchema.safeParse({ days, note });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    issue.mutate(parsed.data, {
      onSuccess: (code) => {
        onIssued(code);
        setNote("");
        toast(T.issuedToast);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="card grid gap-3 p-4 sm:grid-cols-[8rem_1fr_auto] sm:items-end">
      <div className="grid gap-1">
        <label htmlFor={ids.days} className="text-sm font-medium">
          {T.days}
        </label>
        <input id={ids.days} className="input" inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} aria-describedby={problem ? ids.error : undefined} />
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.note} className="text-sm font-medium">
          {T.note}
        </label>
        <input id={ids.note} className="input" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={issue.isPending}>
        <KeyRound className="size-4" aria-hidden /> {issue.isPending ? T.issuing : T.issue}
      </button>
      <p id={ids.error} role="alert" className="text-sm text-red-600 empty:hidden sm:col-span-3 dark:text-red-400">
        {problem}
      </p>
    </form>
  );
}

function VipTable() {
  const codes = useVipCodes();
  const revoke = useRevokeVipCode();
  // Revoking cannot be undone: the first click asks, the second (on "Yes, revoke") acts.
  const [confirming, setConfirming] = useState<number | null>(null);
  if (codes.isError) return <PanelError error={codes.error} retry={() => void codes.refetch()} />;
  if (!codes.data) return <div className="card min-h-24" aria-busy="true" />;
  if (codes.data.length === 0) return <p className="text-muted">{T.empty}</p>;

  const onRevoke = (code: AdminVipCode) =>
    revoke.mutate(code.id, {
      onSettled: () => setConfirming(null),
      onSuccess: () => toast(T.revokedToast),
      onError: (error) => toast({ title: ADMIN_TEXT.loadFailed, description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{T.heading}</caption>
        <thead>
          <tr className="border-b border-[var(--border)]">
            {Object.values(T.columns).map((c) => (
              <th key={c} scope="col" className="p-3 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {codes.data.map((code) => (
            <tr key={code.id} className="border-b border-[var(--border)] last:border-0" data-vip-row={code.id}>
              <td className="p-3">{code.note || "—"}</td>
              <td className="p-3 tabular-nums">{formatDate(code.createdAt)}</td>
              <td className="p-3 tabular-nums">{formatDate(code.expiresAt)}</td>
              <td className="p-3 tabular-nums">{code.uses}</td>
              <td className="p-3">{T.status[code.status]}</td>
              <td className="p-3">
                {code.status === "active" && confirming !== code.id && (
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={revoke.isPending}
                    aria-label={`${T.revoke} ${code.note || `code ${code.id}`}`}
                    onClick={() => setConfirming(code.id)}
                  >
                    <Ban className="size-4" aria-hidden /> {T.revoke}
                  </button>
                )}
                {code.status === "active" && confirming === code.id && (
                  <div role="group" aria-label={`${T.revoke} ${code.note || `code ${code.id}`}`} className="grid gap-2">
                    <p>{T.confirmRevoke}</p>
                    <div className="flex flex-wrap gap-2">
                      <button type="button" className="btn btn-primary" disabled={revoke.isPending} onClick={() => onRevoke(code)}>
                        <Ban className="size-4" aria-hidden /> {T.confirmRevokeYes}
                      </button>
                      <button type="button" className="btn btn-outline" disabled={revoke.isPending} onClick={() => setConfirming(null)}>
                        {T.keep}
                      </button>
                    </div>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
