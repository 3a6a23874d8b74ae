import { params } from "@nanostores/i18n";
import { Hash } from "lucide-react";
import { useState } from "react";
import { defineMessages, useMessages } from "../../../i18n/i18n";
import { copyMessages } from "../../../content/clipboard";
import { CopyButton } from "../../../lib/ui/copy-button";
import { SliderField } from "../../../lib/ui/slider-field";
import { ToolCard } from "../../../lib/ui/tool-card";
import { useRecordToolUsage } from "../api/tool-usage";
import { UID_TOASTS } from "../tools-text";
import { generateUids, UID_COUNT } from "./uid";

export const uidMessages = defineMessages("tools-uid", {
  title: "Random UID Generator",
  description: "Random 9 or 10 digit numbers in the Free Fire UID format, for testing and fun.",
  count: "Number of UIDs",
  generate: "Generate",
  results: "Generated UIDs",
  copy: params("Copy UID {uid}"),
  copied: UID_TOASTS.copied,
});

/** A count slider (1 to 10), Generate, copyable results. */
export function UidGenerator() {
  const t = useMessages(uidMessages);
  useMessages(copyMessages);
  const [count, setCount] = useState<number>(UID_COUNT.default);
  const [uids, setUids] = useState<string[]>([]);
  const recordUse = useRecordToolUsage("uid-generator");

  return (
    <ToolCard id="uid-generator" title={t.title} icon={Hash} description={t.description}>
      <div className="mt-5 grid gap-4">
        <SliderField id="uid-count" label={t.count} value={count} min={UID_COUNT.min} max={UID_COUNT.max} onChange={setCount} />
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setUids(generateUids(count));
            recordUse();
          }}
        >
          {t.generate}
        </button>
      </div>
      <div aria-live="polite">
        {uids.length > 0 && (
          <ul className="mt-5 grid gap-2 sm:grid-cols-2" aria-label={t.results}>
            {uids.map((uid, i) => (
              <li key={`${i}-${uid}`} className="flex items-center justify-between gap-3 rounded-xl border border-[var(--border)] p-3">
                <span className="font-mono text-lg tracking-wider" dir="ltr" data-testid="uid">
                  {uid}
                </span>
                <CopyButton text={uid} label={t.copy({ uid })} description={t.copied} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </ToolCard>
  );
}
