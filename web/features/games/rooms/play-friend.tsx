import { Users } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { RoomGame } from "../../../../contracts/rooms";
import { useMessages } from "../../../i18n/i18n";
import { withPartTexts } from "../../../i18n/route-texts";
import { useHydrated } from "../../../lib/use-hydrated";
import { notReady } from "../../../lib/ui/not-ready";
import { ControlsExtra } from "../shared/controls-extra";
import { playFriendMessages } from "./button-texts";

/**
 * "Play a friend" on the four games that have a two-phone match (docs/decisions/093). This part is
 * in every such page and stays tiny: the button, and the switch to the match when the address has
 * `?room=`. The match itself (the socket, the boards for two, the share sheet and QR code) is its
 * own chunk, loaded when a match starts: at the button's press, or at once on a friend's link.
 */
const loadMatch = withPartTexts("features/games/rooms/friend-match", () => import("./friend-match"));
const FriendMatch = lazy(loadMatch);

export function roomFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get("room");
  return id && /^[A-Za-z0-9_-]{32}$/.test(id) ? id : null;
}

if (typeof window !== "undefined" && roomFromSearch(window.location.search)) void loadMatch().catch(() => undefined);

/** The game as it is, with the button in its controls row; or the match, when the address names a room. */
export function PlayFriend({ game, children }: { game: RoomGame; children: ReactNode }) {
  const t = useMessages(playFriendMessages);
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [making, setMaking] = useState(false);
  const roomId = hydrated ? roomFromSearch(search) : null;
  if (roomId || making) {
    return (
      <Suspense fallback={children}>
        <FriendMatch game={game} roomId={roomId} onCancel={() => setMaking(false)} />
      </Suspense>
    );
  }
  const button = (
    <button
      type="button"
      className="btn btn-outline"
      data-testid="play-friend"
      {...notReady(!hydrated)}
      onClick={() => hydrated && setMaking(true)}
      onPointerEnter={() => void loadMatch().catch(() => undefined)}
    >
      <Users className="size-4" aria-hidden /> {t.playFriend}
    </button>
  );
  return <ControlsExtra.Provider value={button}>{children}</ControlsExtra.Provider>;
}
