import { Play, RotateCcw } from "lucide-react";
import { useMessages } from "../../../i18n/i18n";
import { playControlsMessages } from "./play-controls";

type Props = {
  phase: "idle" | "running" | "over";
  ready: boolean;
  onStart: () => void;
  /** A daily-challenge run is starting on the server: the button waits, and says so. */
  busy?: boolean;
};

/** Start, Restart (mid-round) or Play Again: the one control of a timed round (Whack-a-Mole, Color Match). */
export function RoundButton({ phase, ready, onStart, busy = false }: Props) {
  const t = useMessages(playControlsMessages);
  const Icon = phase === "running" ? RotateCcw : Play;
  return (
    <button
      type="button"
      className="btn btn-primary w-40 whitespace-nowrap aria-disabled:opacity-60"
      aria-disabled={!ready || busy}
      aria-busy={busy || !ready || undefined}
      data-not-ready={!ready ? "" : undefined}
      onClick={() => !busy && onStart()}
    >
      <Icon className="size-4" aria-hidden />
      {busy ? t.starting : phase === "running" ? t.restart : phase === "over" ? t.playAgain : t.start}
    </button>
  );
}
