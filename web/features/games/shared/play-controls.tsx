import { Pause, Play, RotateCcw } from "lucide-react";
import { defineMessages, useMessages } from "../../../i18n/i18n";

/** The phases of a real-time game, as its Start/Pause button sees them. */
export type PlayPhase = "idle" | "running" | "paused" | "over";

/** The main button's label while a daily-challenge run's start is on its way to the server. */
export const STARTING_LABEL = "Starting…";

/**
 * The round buttons' labels, shared by every game (PlayControls, RoundButton, and any game with a
 * Start of its own, like Simon): `useMessages(playControlsMessages)`.
 */
const PLAY_TEXTS = {
  start: "Start",
  pause: "Pause",
  resume: "Resume",
  playAgain: "Play Again",
  restart: "Restart",
  reset: "Reset",
  starting: STARTING_LABEL,
};
export const playControlsMessages = defineMessages("games-play-controls", PLAY_TEXTS);

type Label = keyof typeof PLAY_TEXTS;

/** The main button's label and icon in each phase (Space presses the same button). */
const PRIMARY: Readonly<Record<PlayPhase, { label: Label; Icon: typeof Play }>> = {
  idle: { label: "start", Icon: Play },
  running: { label: "pause", Icon: Pause },
  paused: { label: "resume", Icon: Play },
  over: { label: "playAgain", Icon: Play },
};

type Props = {
  phase: PlayPhase;
  /** Off until the real game is dealt after hydration. */
  ready: boolean;
  /** Start, pause, resume or play again, by phase. */
  onPrimary: () => void;
  onReset: () => void;
  /** A daily-challenge run is starting on the server: the button waits, and says so. */
  busy?: boolean;
};

/**
 * Start / Pause / Resume / Play Again in one button, and Reset: the controls of Snake,
 * Pong and Breakout (and Flappy's pause).
 */
export function PlayControls({ phase, ready, onPrimary, onReset, busy = false }: Props) {
  const t = useMessages(playControlsMessages);
  const { label, Icon } = PRIMARY[phase];
  return (
    <>
      <button
        type="button"
        className="btn btn-primary w-40 whitespace-nowrap aria-disabled:opacity-60"
        aria-disabled={!ready || busy}
        // Not ready is the prerendered page before its game is dealt (lib/ui/not-ready.ts): busy, not merely off.
        aria-busy={busy || !ready || undefined}
        data-not-ready={!ready ? "" : undefined}
        onClick={() => ready && !busy && onPrimary()}
      >
        <Icon className="size-4" aria-hidden /> {busy ? t.starting : t[label]}
      </button>
      <button type="button" className="btn btn-outline whitespace-nowrap aria-disabled:opacity-60" aria-disabled={!ready} onClick={() => ready && onReset()}>
        <RotateCcw className="size-4" aria-hidden /> {t.reset}
      </button>
    </>
  );
}
