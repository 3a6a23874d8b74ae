import { CircleX } from "lucide-react";
import { gameFacts } from "../../../contracts/games";
import { ADMIN_TEXT } from "../../content/admin";
import { toast } from "../../lib/toast-store";
import { errorMessage } from "./api/admin-fetch";
import { useAdminRooms, useCloseRoom } from "./api/admin-rooms";
import { PanelError } from "./panel-error";

const T = ADMIN_TEXT.rooms;
const formatTime = (iso: string) => `${new Date(iso).toISOString().slice(11, 16)} UTC`;

/** Play a friend for the operator: how many matches are live, and closing one. */
export function RoomsPanel() {
  const rooms = useAdminRooms();
  const close = useCloseRoom();
  return (
    <section aria-labelledby="admin-rooms" className="grid gap-4" data-testid="admin-rooms">
      <h2 id="admin-rooms" className="text-2xl font-bold">
        {T.heading}
      </h2>
      <p className="text-muted">{T.intro}</p>
      {rooms.error ? (
        <PanelError error={rooms.error} retry={() => void rooms.refetch()} />
      ) : (
        <>
          <dl className="flex gap-3">
            <div className="card flex-1 p-3">
              <dt className="text-muted text-sm">{T.playing}</dt>
              <dd className="text-2xl font-bold tabular-nums" data-testid="admin-rooms-playing">
                {rooms.data?.playing ?? "…"}
              </dd>
            </div>
            <div className="card flex-1 p-3">
              <dt className="text-muted text-sm">{T.waiting}</dt>
              <dd className="text-2xl font-bold tabular-nums">{rooms.data?.waiting ?? "…"}</dd>
            </div>
          </dl>
          {rooms.data && rooms.data.rooms.length === 0 && <p className="text-muted">{T.none}</p>}
          {rooms.data && rooms.data.rooms.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-start">
                    <th className="p-2 text-start">{T.game}</th>
                    <th className="p-2 text-start">{T.players}</th>
                    <th className="p-2 text-start">{T.status}</th>
                    <th className="p-2 text-start">{T.updated}</th>
                    <th className="p-2" />
                  </tr>
                </thead>
                <tbody>
                  {rooms.data.rooms.map((room) => (
                    <tr key={room.roomId} className="border-t border-black/10 dark:border-white/10">
                      <td className="p-2">{gameFacts(room.game).name}</td>
                      <td className="p-2">{room.players.join(" · ")}</td>
                      <td className="p-2">{room.status}</td>
                      <td className="p-2 tabular-nums">{formatTime(room.updatedAt)}</td>
                      <td className="p-2 text-end">
                        <button
                          type="button"
                          className="btn btn-outline px-2 py-1"
                          disabled={close.isPending}
                          onClick={() =>
                            close.mutate(room.roomId, {
                              onSuccess: () => toast({ title: T.closed }),
                              onError: (error) => toast({ title: T.close, description: errorMessage(error), variant: "destructive" }),
                            })
                          }
                        >
                          <CircleX className="size-4" aria-hidden /> {T.close}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
