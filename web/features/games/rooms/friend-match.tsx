import { useNavigate } from "react-router";
import type { RoomGame } from "../../../../contracts/rooms";
import { useMessages } from "../../../i18n/i18n";
import { GameLayout, type StatItem } from "../shared/game-layout";
import { useNow } from "../shared/use-now";
import { Board } from "./match-boards";
import { MatchControls } from "./match-controls";
import { clockText, errorText, REACTION_KEYS, statusLine } from "./match-status";
import { MakeRoom, NicknameForm } from "./nickname-form";
import { useRoom } from "./room-socket";
import { SharePanel } from "./share-panel";
import { roomMessages } from "./texts";

/** The match, for the page PlayFriend wraps: the form that makes a room, or the room itself. */
export default function FriendMatch({ game, roomId, onCancel }: { game: RoomGame; roomId: string | null; onCancel: () => void }) {
  return roomId ? <Match key={roomId} game={game} roomId={roomId} /> : <MakeRoom game={game} onCancel={onCancel} />;
}

/** One room on this phone: the socket's state (room-socket.ts) drawn in the game's own screen. */
function Match({ game, roomId }: { game: RoomGame; roomId: string }) {
  const t = useMessages(roomMessages);
  const navigate = useNavigate();
  const room = useRoom(roomId);
  const now = useNow(true, 250);
  const leave = () => {
    room.leave();
    navigate({ search: "" });
  };
  const { view, seat } = room;
  if (room.gone) {
    return (
      <section className="card mx-auto my-4 max-w-sm space-y-3 p-4" data-testid="room-gone">
        <p role="alert">{errorText(t, room.gone)}</p>
        <button type="button" className="btn btn-primary" onClick={leave}>
          {t.leave}
        </button>
      </section>
    );
  }
  if (room.needsNickname) {
    return <NicknameForm title={t.joinTitle} intro={t.joinIntro} submit={t.join} busy={false} error={room.error ? errorText(t, room.error) : null} onSubmit={room.join} />;
  }
  if (!view) return <p className="text-muted p-6 text-center">{t.connecting}</p>;

  const nameOf = (s: 0 | 1) => (s === seat ? t.you : (view.players.find((p) => p.seat === s)?.nickname ?? "…"));
  const stats: StatItem[] = view.players.map((p) => ({
    label: p.seat === seat ? `${t.you} · ${p.nickname}` : p.nickname,
    value: view.series[p.seat],
    testId: `room-score-${p.seat}`,
  }));
  stats.push({ label: t.clock, value: clockText(now, view.turnStartedAt), testId: "room-clock" });
  const message = room.reaction ? { id: room.reaction.id, text: `${nameOf(room.reaction.seat)}: ${t[REACTION_KEYS[room.reaction.reaction]]}` } : null;
  return (
    <>
      <GameLayout
        id={game}
        status={
          <span data-testid="room-status" data-version={view.version}>
            {statusLine(t, view, seat, nameOf, now)}
          </span>
        }
        stats={stats}
        controls={<MatchControls view={view} seat={seat} room={room} t={t} onLeave={leave} />}
        message={message}
        stage="content"
      >
        {view.status === "waiting" && seat === 0 ? <SharePanel roomId={roomId} game={game} /> : <Board view={view} seat={seat} room={room} t={t} nameOf={nameOf} />}
      </GameLayout>
      {(room.error || !room.connected) && (
        <p role="status" className="mx-auto max-w-sm px-4 text-center text-sm text-amber-700 dark:text-amber-300" data-testid="room-note">
          {!room.connected ? t.reconnecting : errorText(t, room.error!)}
        </p>
      )}
      {seat === null && (
        <p className="text-muted mx-auto max-w-sm px-4 text-center text-sm" data-testid="room-watching">
          {t.watching}
        </p>
      )}
    </>
  );
}
