import { useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { NICKNAME_MESSAGE } from "../../../../contracts/challenge";
import type { RoomGame } from "../../../../contracts/rooms";
import { useMessages } from "../../../i18n/i18n";
import { readNickname, writeNickname } from "../challenge/api";
import { createRoom } from "./room-socket";
import { roomMessages } from "./texts";

/** The nickname asked of the maker and of the friend who opens the link (the challenge's rules, kept on this device). */
export function NicknameForm({
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

/** The maker's form: a nickname, then the room is made and the address names it. */
export function MakeRoom({ game, onCancel }: { game: RoomGame; onCancel: () => void }) {
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
