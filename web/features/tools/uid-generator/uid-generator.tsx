import { Hash } from "lucide-react";
import { useState } from "react";
import { CopyButton } from "../../../lib/ui/copy-button";
import { SliderField } from "../../../lib/ui/slider-field";
import { ToolCard } from "../../../lib/ui/tool-card";
import { useRecordToolUsage } from "../api/tool-usage";
import { UID_TOASTS } from "../tools-text";
import { generateUids, UID_COUNT } from "./uid";

/** Spec 1 "Tools hub": a count slider (1 to 10), Generate, copyable results. */
export function UidGenerator() {
  const [count, setCount] = useState<number>(UID_COUNT.default);
  const [uids, setUids] = useState<string[]>([]);
  const recordUse = useRecordToolUsage("uid-generator");

  return (
    <ToolCard id="uid-generator" title="Random UID Generator" icon={Hash} description="Random 9 or 10 digit numbers in the Free Fire UID format, for testing and fun.">
      <div className="mt-5 grid gap-4">
        <SliderField id="uid-count" label="Number of UIDs" value={count} min={UID_COUNT.min} max={UID_COUNT.max} onChange={setCount} />
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setUids(generateUids(count));
            recordUse();
          }}
        >
          Generate
        </button>
      </div>
      <div aria-live="polite">
        {uids.length > 0 && (
          <ul className="mt-5 grid gap-2 sm:grid-cols-2" aria-label="Generated UIDs">
            {uids.map((uid, i) => (
              <li key={`${i}-${uid}`} className="flex items-center justify-between gap-3 rounded-xl border border-[var(--border)] p-3">
                <span className="font-mono text-lg tracking-wider" data-testid="uid">
                  {uid}
                </span>
                <CopyButton text={uid} label={`Copy UID ${uid}`} description={UID_TOASTS.copied} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </ToolCard>
  );
}
