import { LogOut, RotateCcw, SmilePlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ROOM_REACTIONS, type RoomView } from "../../../../contracts/rooms";
import { REACTION_KEYS, type Texts } from "./match-status";
import type { RoomSocket } from "./room-socket";

/**
 * The row under a match: Rematch (once a game is over), the reactions and Leave, on one line on a
 * 360 px phone. The fixed reactions open from one button into a panel over the row, so six of them
 * in any language never push Leave onto a line of its own; the panel closes at a pick, at Escape
 * or at a press outside it.
 */
export function MatchControls({ view, seat, room, t, onLeave }: { view: RoomView; seat: 0 | 1 | null; room: RoomSocket; t: Texts; onLeave: () => void }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const them = seat === null ? null : view.players.find((p) => p.seat !== seat);
  const canReact = seat !== null && view.status !== "waiting";
  useEffect(() => {
    if (!open) return;
    const onPress = (e: PointerEvent) => {
      if (e.target instanceof Node && !box.current?.contains(e.target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPress);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPress);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <div ref={box} className="relative flex w-full max-w-sm flex-nowrap items-center justify-center gap-2" data-testid="room-controls">
      {seat !== null && view.status === "over" && (
        <button type="button" className="btn btn-primary min-w-0" onClick={room.rematch} disabled={view.rematch[seat]} data-testid="room-rematch">
          <RotateCcw className="size-4 shrink-0" aria-hidden /> <span className="truncate">{view.rematch[seat] && them ? t.waitingFor({ name: them.nickname }) : t.rematch}</span>
        </button>
      )}
      {canReact && (
        <button
          type="button"
          className="btn btn-outline shrink-0 px-3"
          aria-label={t.reactions}
          title={t.reactions}
          aria-expanded={open}
          aria-controls={open ? "room-reactions" : undefined}
          onClick={() => setOpen((was) => !was)}
          data-testid="room-react"
        >
          <SmilePlus className="size-5" aria-hidden />
        </button>
      )}
      <button type="button" className="btn btn-outline shrink-0" onClick={onLeave} data-testid="room-leave">
        <LogOut className="size-4 rtl:-scale-x-100" aria-hidden /> {t.leave}
      </button>
      {canReact && open && (
        <div
          id="room-reactions"
          role="group"
          aria-label={t.reactions}
          className="card absolute inset-x-0 bottom-full z-30 mb-2 grid grid-cols-3 gap-1 p-2 shadow-xl"
          data-testid="room-reactions"
        >
          {ROOM_REACTIONS.map((reaction) => (
            <button
              key={reaction}
              type="button"
              className="btn btn-outline min-w-0 px-1 py-1 text-sm"
              onClick={() => {
                room.react(reaction);
                setOpen(false);
              }}
              data-reaction={reaction}
            >
              <span className="truncate">{t[REACTION_KEYS[reaction]]}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
