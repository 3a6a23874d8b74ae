import { Play, RotateCcw } from "lucide-react";

type Props = { phase: "idle" | "running" | "over"; ready: boolean; onStart: () => void };

/** Start, Restart (mid-round) or Play Again: the one control of a timed round (Whack-a-Mole, Color Match). */
export function RoundButton({ phase, ready, onStart }: Props) {
  const Icon = phase === "running" ? RotateCcw : Play;
  return (
    <button type="button" className="btn btn-primary min-w-32 aria-disabled:opacity-60" aria-disabled={!ready} onClick={onStart}>
      <Icon className="size-4" aria-hidden />
      {phase === "running" ? "Restart" : phase === "over" ? "Play Again" : "Start"}
    </button>
  );
}
