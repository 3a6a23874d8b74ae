/**
 * The page's end of a room (contracts/rooms.ts): makes a room, and keeps one WebSocket to it open,
 * coming back after a drop (screen off, a network switch) with the seat token kept on this device,
 * so the seat is the same within the server's 60 s.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { createRoomResponseSchema, ROOM_MESSAGES, ROOMS_API, roomServerMessageSchema, type RoomClientMessage, type RoomGame, type RoomView } from "../../../../contracts/rooms";
import { readString, writeString } from "../../../lib/safe-storage";
import { deviceKey } from "../challenge/api";

const seatKey = (roomId: string) => `room-seat:${roomId}`;
type Reaction = Extract<RoomClientMessage, { type: "reaction" }>["reaction"];
type Move = Extract<RoomClientMessage, { type: "move" }>["move"];

export async function createRoom(game: RoomGame, nickname: string): Promise<string> {
  const res = await fetch(ROOMS_API, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game, nickname, deviceKey: deviceKey() }),
  });
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new Error(body.message ?? "");
  const made = createRoomResponseSchema.parse(body);
  writeString(seatKey(made.roomId), made.seatToken);
  return made.roomId;
}

export type RoomSocket = ReturnType<typeof useRoom>;

export function useRoom(roomId: string) {
  const [view, setView] = useState<RoomView | null>(null);
  const [seat, setSeat] = useState<0 | 1 | null>(null);
  const [connected, setConnected] = useState(false);
  const [needsNickname, setNeedsNickname] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const [reaction, setReaction] = useState<{ id: number; seat: 0 | 1; reaction: Reaction } | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const nickname = useRef<string | undefined>(undefined);
  const left = useRef(false);

  const sendJoin = useCallback(
    (ws: WebSocket) => {
      const seatToken = readString(seatKey(roomId)) ?? undefined;
      ws.send(JSON.stringify({ type: "join", deviceKey: deviceKey(), seatToken, nickname: nickname.current } satisfies RoomClientMessage));
    },
    [roomId],
  );

  useEffect(() => {
    left.current = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = 500;
    const open = () => {
      clearTimeout(retry);
      if (left.current || (socket.current && socket.current.readyState <= WebSocket.OPEN)) return;
      const ws = new WebSocket(`${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}${ROOMS_API}/${roomId}/socket`);
      socket.current = ws;
      ws.onopen = () => {
        delay = 500;
        setConnected(true);
        sendJoin(ws);
      };
      ws.onmessage = (event) => {
        const parsed = roomServerMessageSchema.safeParse(JSON.parse(String(event.data)));
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === "joined") {
          if (message.seatToken) writeString(seatKey(roomId), message.seatToken);
          setSeat(message.seat);
          setNeedsNickname(false);
          setError(null);
        } else if (message.type === "state") {
          setView((shown) => (shown && shown.version > message.room.version ? shown : message.room));
        } else if (message.type === "reaction") {
          setReaction({ id: Date.now(), seat: message.seat, reaction: message.reaction });
        } else if (message.message === ROOM_MESSAGES.nicknameRequired) {
          setNeedsNickname(true);
        } else if (message.message === ROOM_MESSAGES.notFound || message.message === ROOM_MESSAGES.closed) {
          setGone(message.message);
        } else {
          setError(message.message);
        }
      };
      ws.onclose = (event) => {
        if (socket.current === ws) socket.current = null;
        setConnected(false);
        if (left.current || event.code === 4404) return;
        retry = setTimeout(open, delay);
        delay = Math.min(delay * 2, 5000);
      };
    };
    open();
    // A phone coming back to the page reconnects at once, not at the next retry.
    const onVisible = () => {
      if (document.visibilityState === "visible") open();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", open);
    return () => {
      left.current = true;
      clearTimeout(retry);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", open);
      socket.current?.close();
    };
  }, [roomId, sendJoin]);

  const send = (message: RoomClientMessage) => {
    setError(null);
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(message));
  };
  return {
    view,
    seat,
    connected,
    needsNickname,
    error,
    gone,
    reaction,
    join: (name: string) => {
      nickname.current = name;
      if (socket.current?.readyState === WebSocket.OPEN) sendJoin(socket.current);
    },
    move: (move: Move) => send({ type: "move", move }),
    react: (r: Reaction) => send({ type: "reaction", reaction: r }),
    rematch: () => send({ type: "rematch" }),
    leave: () => {
      left.current = true;
      socket.current?.close();
    },
  };
}
