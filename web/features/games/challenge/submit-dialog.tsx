/**
 * The dialog a finished challenge run opens (docs/decisions/034): the nickname (the server's own
 * rule, remembered on the device), the verified score and rank or the server's refusal in its
 * words, a run kept on the device when offline, and the share card.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { nicknameSchema, type ChallengeGame, type ChallengeRunResponse, type ChallengeToday } from "../../../../contracts/challenge";
import { gameFacts } from "../../../../contracts/games";
import { GAMES } from "../../../content/games";
import { ChallengeHttpError, queueRun, submitRun, writeNickname } from "./api";
import { formatScore } from "./format";
import type { RunView } from "./session";
import { shareCard } from "./share-card";
import { CHALLENGE_TEXTS as T } from "./texts";

type Outcome =
  | { kind: "verified"; result: ChallengeRunResponse }
  | { kind: "refused"; message: string }
  | { kind: "queued" };

export function SubmitDialog({
  game,
  today,
  run,
  nickname,
  onNickname,
  onDone,
  onClose,
}: {
  onClose: () => void;
  game: ChallengeGame;
  today: ChallengeToday;
  run: RunView;
  nickname: string;
  onNickname: (n: string) => void;
  onDone: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(nickname);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shareNote, setShareNote] = useState<string | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);

  const close = useCallback(() => dialog.current?.close(), []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = nicknameSchema.safeParse(draft);
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? "Invalid nickname");
    setError(null);
    writeNickname(parsed.data);
    onNickname(parsed.data);
    const request = {
      token: today.token,
      game,
      nickname: parsed.data,
      log: run.log,
      claimedScore: run.score,
    };
    setBusy(true);
    try {
      setOutcome({ kind: "verified", result: await submitRun(request) });
      onDone();
    } catch (e) {
      if (e instanceof ChallengeHttpError)
        setOutcome({ kind: "refused", message: e.message });
      else {
        queueRun(today.day, request);
        setOutcome({ kind: "queued" });
      }
    } finally {
      setBusy(false);
    }
  };

  const share = async (result: ChallengeRunResponse) => {
    const facts = gameFacts(game);
    const colors = GAMES.find((g) => g.id === game)?.colors ?? {
      from: "#4f46e5",
      to: "#7c3aed",
    };
    try {
      const how = await shareCard({
        game,
        gameName: facts.name,
        score: formatScore(game, result.score),
        rank: result.rank,
        day: result.day,
        colors,
      });
      setShareNote(how === "downloaded" ? "The card was downloaded." : null);
    } catch (e) {
      setShareNote(
        e instanceof Error ? e.message : "The card could not be shared.",
      );
    }
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="challenge-submit-title"
      className="card m-auto w-[min(24rem,calc(100vw-2rem))] p-4 text-inherit backdrop:bg-black/60"
      data-testid="challenge-dialog"
    >
      <h2 id="challenge-submit-title" className="text-lg font-bold">
        {T.submitTitle}
      </h2>
      <p className="mt-1" data-testid="challenge-run-score">
        {gameFacts(game).name}: {formatScore(game, run.score)}
      </p>
      {outcome?.kind !== "verified" && outcome?.kind !== "queued" && (
        <form className="mt-3 grid gap-2" onSubmit={submit} noValidate>
          <label htmlFor="challenge-nickname" className="font-medium">
            {T.nicknameLabel}
          </label>
          <input
            id="challenge-nickname"
            className="input"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={40}
            autoComplete="nickname"
            aria-describedby="challenge-nickname-hint"
            aria-invalid={error ? true : undefined}
            aria-errormessage={error ? "challenge-nickname-error" : undefined}
            required
          />
          <p id="challenge-nickname-hint" className="text-muted text-xs">
            {T.nicknameHint}
          </p>
          {error && (
            <p
              id="challenge-nickname-error"
              role="alert"
              className="text-sm text-red-600 dark:text-red-400"
            >
              {error}
            </p>
          )}
          <div className="mt-1 flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? T.submitting : T.submit}
            </button>
            <button type="button" className="btn btn-outline" onClick={close}>
              {T.notNow}
            </button>
          </div>
        </form>
      )}
      {outcome && (
        <div className="mt-3 grid gap-2" data-testid="challenge-outcome">
          {outcome.kind === "verified" && (
            <p role="status">
              {T.verified(
                formatScore(game, outcome.result.score),
                outcome.result.rank,
              )}
            </p>
          )}
          {outcome.kind === "refused" && (
            <p role="alert" className="text-red-600 dark:text-red-400">
              {outcome.message}
            </p>
          )}
          {outcome.kind === "queued" && <p role="status">{T.queued}</p>}
          <div className="flex flex-wrap gap-2">
            {outcome.kind === "verified" && (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void share(outcome.result)}
              >
                {T.share}
              </button>
            )}
            <button type="button" className="btn btn-outline" onClick={close}>
              {T.close}
            </button>
          </div>
          {shareNote && <p className="text-sm">{shareNote}</p>}
        </div>
      )}
    </dialog>
  );
}
