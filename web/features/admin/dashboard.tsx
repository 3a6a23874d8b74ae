import { LogOut } from "lucide-react";
import { useState } from "react";
import { DEFAULT_STATS_RANGE, STATS_RANGES, type StatsRange } from "../../../contracts/admin";
import { ADMIN_TEXT } from "../../content/admin";
import { toast } from "../../lib/toast-store";
import { errorMessage } from "./api/admin-fetch";
import { useSignOut } from "./api/admin-session";
import { ChallengePanel } from "./challenge-panel";
import { ConfigPanel } from "./config-panel";
import { RoomsPanel } from "./rooms-panel";
import { UsageCharts } from "./usage-charts";
import { VipPanel } from "./vip-panel";

export function Dashboard() {
  const [range, setRange] = useState<StatsRange>(DEFAULT_STATS_RANGE);
  const signOut = useSignOut();

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={ADMIN_TEXT.range.label} className="flex gap-2">
          {STATS_RANGES.map((days) => (
            <button key={days} type="button" className={days === range ? "btn btn-primary" : "btn btn-outline"} aria-pressed={days === range} onClick={() => setRange(days)}>
              {ADMIN_TEXT.range.option(days)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn btn-outline"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: () => toast(ADMIN_TEXT.signedOutToast),
              onError: (error) => toast({ title: ADMIN_TEXT.loadFailed, description: errorMessage(error), variant: "destructive" }),
            })
          }
        >
          <LogOut className="size-4" aria-hidden /> {ADMIN_TEXT.signOut}
        </button>
      </div>
      <UsageCharts range={range} />
      <VipPanel />
      <ChallengePanel />
      <RoomsPanel />
      <ConfigPanel />
    </div>
  );
}
