import { Copy, LogOut, RotateCcw, Share2 } from "lucide-react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { NICKNAME_MESSAGE } from "../../../../contracts/challenge";
import { ROOM_REACTIONS, RPS_TARGET, type RoomGame, type RoomView } from "../../../../contracts/rooms";
import { useMessages } from "../../../i18n/i18n";
import { readNickname, writeNickname } from "../challenge/api";
import { GameLayout } from "../shared/game-layout";
import { useNow } from "../shared/use-now";
import { roomMessages } from "./texts";
import { createRoom, roomErrorKey, useRoom, type RoomSocket } from "./room-socket";

type Texts = ReturnType<typeof roomMessages.get>;

const REACTION_KEYS = { gg: "reactionGg", nice: "reactionNice", oops: "reactionOops", wow: "reactionWow", again: "reactionAgain", hi: "reactionHi" } as const;
const RPS_ICONS = { rock: "✊", paper: "✋", scissors: "✌️" } as const;

/** The match, for the page PlayFriend wraps: the form that makes a room, or the room itself. */
export default function FriendMatch({ game, roomId, onCancel }: { game: RoomGame; roomId: string | null; onCancel: () => void }) {
  return roomId ? <Match key={roomId} game={game} roomId={roomId} /> : <MakeRoom game={game} onCancel={onCancel} />;
}

function NicknameForm({
  title,
  intro,
  submit,
  busy,
  error,
  onSubmit,
  children,
}: {
  title: string;
  intro: string;
  submit: string;
  busy: boolean;
  error: string | null;
  onSubmit: (nickname: string) => void;
  children?: ReactNode;
}) {
  const t = useMessages(roomMessages);
  const [nickname, setNickname] = useState(readNickname);
  const send = (e: FormEvent) => {
    e.preventDefault();
    const name = nickname.trim();
    if (name.length < 2 || name.length > 16) return;
    writeNickname(name);
    onSubmit(name);
  };
  return (
    <section className="card mx-auto my-4 max-w-sm space-y-3 p-4" aria-labelledby="room-form-title" data-testid="room-form">
      <h2 id="room-form-title" className="text-lg font-bold">
        {title}
      </h2>
      <p className="text-muted text-sm">{intro}</p>
      <form onSubmit={send} className="space-y-3">
        <label className="block text-sm font-medium">
          {t.nicknameLabel}
          <input
            className="input mt-1 w-full"
            name="nickname"
            value={nickname}
            onChange={(e) => setNickname(e.target.value)}
            minLength={2}
            maxLength={16}
            required
            autoComplete="nickname"
            data-testid="room-nickname"
          />
        </label>
        <p className="text-muted text-xs">{t.nicknameHint}</p>
        {error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary flex-1" disabled={busy} data-testid="room-submit">
            {busy ? t.making : submit}
          </button>
          {children}
        </div>
      </form>
    </section>
  );
}

function MakeRoom({ game, onCancel }: { game: RoomGame; onCancel: () => void }) {
  const t = useMessages(roomMessages);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const make = (nickname: string) => {
    setBusy(true);
    setError(null);
    createRoom(game, nickname).then(
      (roomId) => navigate({ search: `?room=${roomId}` }),
      (err: unknown) => {
        setBusy(false);
        setError(err instanceof Error && err.message === NICKNAME_MESSAGE ? t.nicknameBad : err instanceof Error && err.message ? err.message : t.errorMake);
      },
    );
  };
  return (
    <NicknameForm title={t.title} intro={t.intro} submit={t.make} busy={busy} error={error} onSubmit={make}>
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        {t.cancel}
      </button>
    </NicknameForm>
  );
}

function errorText(t: Texts, message: string): string {
  const key = roomErrorKey(message);
  return key ? t[key] : message === NICKNAME_MESSAGE ? t.nicknameBad : message;
}

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

  const them = seat === null ? null : view.players.find((p) => p.seat !== seat);
  const nameOf = (s: 0 | 1) => (s === seat ? t.you : (view.players.find((p) => p.seat === s)?.nickname ?? "…"));
  const status = statusLine(t, view, seat, nameOf, now);
  const clock = Math.max(0, Math.floor((now - view.turnStartedAt) / 1000));
  const stats: { label: string; value: ReactNode; testId: string }[] = view.players.map((p) => ({
    label: p.seat === seat ? `${t.you} · ${p.nickname}` : p.nickname,
    value: view.series[p.seat],
    testId: `room-score-${p.seat}`,
  }));
  stats.push({ label: t.clock, value: `${Math.floor(clock / 60)}:${String(clock % 60).padStart(2, "0")}`, testId: "room-clock" });

  const controls = (
    <>
      {seat !== null && view.status === "over" && (
        <button type="button" className="btn btn-primary" onClick={room.rematch} disabled={view.rematch[seat]} data-testid="room-rematch">
          <RotateCcw className="size-4" aria-hidden /> {view.rematch[seat] && them ? t.waitingFor({ name: them.nickname }) : t.rematch}
        </button>
      )}
      {seat !== null && view.status !== "waiting" && (
        <div role="group" aria-label={t.reactions} className="flex flex-wrap justify-center gap-1">
          {ROOM_REACTIONS.map((reaction) => (
            <button key={reaction} type="button" className="btn btn-outline px-2 py-1 text-sm" onClick={() => room.react(reaction)} data-reaction={reaction}>
              {t[REACTION_KEYS[reaction]]}
            </button>
          ))}
        </div>
      )}
      <button type="button" className="btn btn-outline" onClick={leave} data-testid="room-leave">
        <LogOut className="size-4 rtl:-scale-x-100" aria-hidden /> {t.leave}
      </button>
    </>
  );

  const message = room.reaction ? { id: room.reaction.id, text: `${nameOf(room.reaction.seat)}: ${t[REACTION_KEYS[room.reaction.reaction]]}` } : null;
  return (
    <>
      <GameLayout
        id={game}
        status={
          <span data-testid="room-status" data-version={view.version}>
            {status}
          </span>
        }
        stats={stats}
        controls={controls}
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

function statusLine(t: Texts, view: RoomView, seat: 0 | 1 | null, nameOf: (s: 0 | 1) => string, now: number): string {
  const other = (s: 0 | 1) => (s === 0 ? 1 : 0);
  const gone = view.players.find((p) => p.forfeitAt !== null && p.seat !== seat);
  if (view.status === "playing" && gone?.forfeitAt) return t.forfeitIn({ name: gone.nickname, seconds: Math.max(0, Math.ceil((gone.forfeitAt - now) / 1000)) });
  if (view.status === "waiting") return t.waiting;
  const { state } = view;
  if (view.status === "over") {
    if (seat !== null && view.rematch[other(seat)] && !view.rematch[seat]) return t.rematchAsked({ name: nameOf(other(seat)) });
    if (view.forfeited !== null) return t.forfeited({ name: nameOf(view.forfeited), winner: nameOf(other(view.forfeited)) });
    if (state.draw) return t.draw;
    if (state.winner !== null) return state.winner === seat ? t.youWin : t.theyWin({ name: nameOf(state.winner) });
  }
  if (state.game === "rps") {
    if (seat === null) return t.round({ n: state.rounds + 1, target: RPS_TARGET });
    return state.picked[seat] ? t.waitingFor({ name: nameOf(other(seat)) }) : t.pickNow;
  }
  if (seat === null) return t.theirTurn({ name: nameOf(state.turn) });
  return state.turn === seat ? t.yourTurn : t.theirTurn({ name: nameOf(state.turn) });
}

function SharePanel({ roomId, game }: { roomId: string; game: RoomGame }) {
  const t = useMessages(roomMessages);
  const link = `${window.location.origin}${window.location.pathname}?room=${roomId}`;
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let live = true;
    void import("qrcode").then(async (mod) => {
      const lib = ((mod as unknown as { default?: typeof mod }).default ?? mod) as typeof mod;
      const url = await lib.toDataURL(link, { margin: 2, scale: 6, errorCorrectionLevel: "M" });
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [link]);
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  const share = () => {
    if (typeof navigator.share === "function") void navigator.share({ title: game, text: t.shareText, url: link }).catch(() => undefined);
    else copy();
  };
  return (
    <div className="card mx-auto max-w-sm space-y-3 p-4 text-center" data-testid="room-share">
      <h2 className="font-bold">{t.shareTitle}</h2>
      <p className="break-all text-sm" dir="ltr" data-testid="room-link">
        {link}
      </p>
      <div className="flex justify-center gap-2">
        <button type="button" className="btn btn-primary" onClick={share}>
          <Share2 className="size-4" aria-hidden /> {t.share}
        </button>
        <button type="button" className="btn btn-outline" onClick={copy}>
          <Copy className="size-4" aria-hidden /> {copied ? t.copied : t.copy}
        </button>
      </div>
      {qr && <img src={qr} alt={t.qr} width={180} height={180} className="mx-auto size-44 rounded bg-white" data-testid="room-qr" />}
    </div>
  );
}

function Board({ view, seat, room, t, nameOf }: { view: RoomView; seat: 0 | 1 | null; room: RoomSocket; t: Texts; nameOf: (s: 0 | 1) => string }) {
  const { state } = view;
  const myTurn = seat !== null && view.status === "playing" && state.game !== "rps" && state.turn === seat;
  const mark = (s: 0 | 1 | null) => (s === null ? "" : s === view.starter ? "X" : "O");
  if (state.game === "tictactoe") {
    return (
      <div role="group" aria-label={t.board} data-game-board className="game-board mx-auto grid aspect-square w-full max-w-xs grid-cols-3 gap-2">
        {state.board.map((cell, index) => (
          <button
            key={index}
            type="button"
            data-cell={index}
            aria-label={`${t.cell({ row: Math.floor(index / 3) + 1, column: (index % 3) + 1 })}: ${mark(cell)}`}
            aria-disabled={!myTurn || cell !== null}
            onClick={() => myTurn && cell === null && room.move({ index })}
            className={
              "card flex aspect-square items-center justify-center text-5xl font-black " +
              (state.line?.includes(index) ? "border-green-500 bg-green-500/20 " : "") +
              (mark(cell) === "X" ? "text-brand-500" : "text-accent-500")
            }
          >
            {mark(cell)}
          </button>
        ))}
      </div>
    );
  }
  if (state.game === "connect4") {
    const colour = (s: 0 | 1 | null) => (s === null ? "bg-slate-200 dark:bg-slate-700" : s === view.starter ? "bg-blue-500" : "bg-red-500");
    return (
      <div role="group" aria-label={t.board} data-game-board className="mx-auto grid w-full max-w-xs grid-cols-7 gap-1 rounded-lg bg-blue-900/80 p-2">
        {Array.from({ length: 7 }, (_, column) => (
          <button
            key={column}
            type="button"
            data-column={column}
            aria-label={t.column({ column: column + 1 })}
            aria-disabled={!myTurn || state.board[column] !== null}
            onClick={() => myTurn && state.board[column] === null && room.move({ column })}
            className="flex flex-col gap-1"
          >
            {Array.from({ length: 6 }, (_, row) => {
              const index = row * 7 + column;
              return (
                <span
                  key={row}
                  className={`block aspect-square w-full rounded-full ${colour(state.board[index] ?? null)} ${state.line?.includes(index) ? "ring-2 ring-yellow-300" : ""}`}
                />
              );
            })}
          </button>
        ))}
      </div>
    );
  }
  if (state.game === "rps") {
    const canPick = seat !== null && view.status === "playing" && !state.picked[seat];
    return (
      <div className="mx-auto max-w-sm space-y-4 text-center">
        <p className="text-muted text-sm">
          {t.round({ n: state.rounds + (view.status === "over" ? 0 : 1), target: RPS_TARGET })} · {state.score[0]} – {state.score[1]}
        </p>
        {state.last && (
          <p className="text-lg font-semibold" data-testid="room-last-round">
            {t.lastRound({ first: `${nameOf(0)} ${RPS_ICONS[state.last.picks[0]]}`, second: `${RPS_ICONS[state.last.picks[1]]} ${nameOf(1)}` })}
          </p>
        )}
        <div role="group" aria-label={t.board} className="flex justify-center gap-3">
          {(["rock", "paper", "scissors"] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              data-choice={choice}
              aria-pressed={state.yourPick === choice}
              aria-disabled={!canPick}
              onClick={() => canPick && room.move({ choice })}
              className={"card flex size-24 flex-col items-center justify-center text-4xl " + (state.yourPick === choice ? "border-brand-500 bg-brand-500/10" : "")}
            >
              <span aria-hidden>{RPS_ICONS[choice]}</span>
              <span className="text-xs">{t[choice]}</span>
            </button>
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-xs space-y-2">
      <p className="text-muted text-center text-sm">
        {t.pairs({ name: nameOf(0), n: state.pairs[0] })(state.pairs[0])} · {t.pairs({ name: nameOf(1), n: state.pairs[1] })(state.pairs[1])}
      </p>
      <div role="group" aria-label={t.board} data-game-board className="grid grid-cols-4 gap-2">
        {state.cards.map((symbol, index) => {
          const owner = state.owner[index] ?? null;
          return (
            <button
              key={index}
              type="button"
              data-card={index}
              aria-label={`${t.card({ n: index + 1 })}${symbol ? `: ${symbol}` : ""}`}
              aria-disabled={!myTurn || (symbol !== null && owner !== null)}
              onClick={() => myTurn && owner === null && !state.open.includes(index) && room.move({ index })}
              className={
                "card flex aspect-square items-center justify-center text-3xl " +
                (owner === null ? "" : owner === view.starter ? "border-blue-500 bg-blue-500/15" : "border-red-500 bg-red-500/15")
              }
            >
              {symbol ?? ""}
            </button>
          );
        })}
      </div>
    </div>
  );
}
