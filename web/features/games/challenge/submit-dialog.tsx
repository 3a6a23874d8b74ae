/**
 * The dialog a finished challenge run opens (docs/decisions/034 and 036): the nickname (the
 * server's own rule, remembered on the device), sent with the device key that owns it; then the
 * verified score and rank, the word that the run waits for the operator's review, or the server's
 * refusal in its words; the share card and the link to watch a ranked run played back. Nothing is kept to resend: a run needs the server.
 * The first accepted run of the day under a name brings its recovery code, shown here once (never
 * stored on the device: a device that forgets its key forgets what it stores too); when the name
 * is another device's, the dialog asks for that code (decision 060).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { nicknameSchema, type ChallengeGame, type ChallengeRunResponse, type HeldFor } from "../../../../contracts/challenge";
import { DEFAULT_LOCALE } from "../../../../contracts/locales";
import { GAMES, gameName, gamesListMessages } from "../../../content/games";
import { useLocale, useLocalePath, useMessages } from "../../../i18n/i18n";
import { ChallengeHttpError, deviceKey, submitRun, writeNickname } from "./api";
import { errorText } from "./errors";
import { formatRank, formatScore } from "./format";
import type { RunView } from "./session";
import { shareCard } from "./share-card";
import { challengeMessages } from "./texts";

type Outcome =
  | { kind: "ranked"; result: ChallengeRunResponse & { rank: number } }
  | { kind: "held"; result: ChallengeRunResponse }
  | { kind: "refused"; message: string; final: boolean }
  | { kind: "offline" };

/** The words for why a run waits for review. */
const HELD_FOR_TEXT: Readonly<Record<HeldFor, "heldForEnvelope" | "heldForTop" | "heldForTiming">> = {
  beyond_envelope: "heldForEnvelope",
  top_of_board: "heldForTop",
  timing: "heldForTiming",
};

/** Answers after which this run cannot be sent again: it was taken (409), or is not a run the server will rank (422). */
const FINAL_STATUSES: ReadonlySet<number> = new Set([409, 422]);

export function SubmitDialog({
  game,
  run,
  nickname,
  onNickname,
  onSent,
  onClose,
}: {
  game: ChallengeGame;
  run: RunView;
  nickname: string;
  onNickname: (n: string) => void;
  /** The server took the run (or already had it): it cannot be submitted again. */
  onSent: () => void;
  onClose: () => void;
}) {
  const T = useMessages(challengeMessages);
  const list = useMessages(gamesListMessages);
  const locale = useLocale();
  const to = useLocalePath();
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(nickname);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Set from the first press until the answer: a second press (Enter twice) sends nothing. */
  const sending = useRef(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shareNote, setShareNote] = useState<string | null>(null);
  /** Asked once the server says the name is another device's (or the code typed did not match). */
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState("");

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) {
      d.showModal();
      keepBoardAbove(d);
    }
    return () => d?.close();
  }, []);

  const close = useCallback(() => dialog.current?.close(), []);
  /** The server has this run, or will never take it: nothing here offers to submit it any more. */
  const sent = outcome !== null && (outcome.kind === "ranked" || outcome.kind === "held" || (outcome.kind === "refused" && outcome.final));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = nicknameSchema.safeParse(draft);
    // The contract has one rule and one message for a nickname: this page's words for it.
    if (!parsed.success) return setError(challengeMessages.get().nicknameInvalid);
    if (sending.current) return;
    sending.current = true;
    setError(null);
    writeNickname(parsed.data);
    onNickname(parsed.data);
    setBusy(true);
    try {
      const recovery = askCode && code.trim() !== "" ? { recoveryCode: code.trim() } : {};
      const result = await submitRun({ token: run.token ?? "", game, nickname: parsed.data, log: run.log, claimedScore: run.score, deviceKey: deviceKey(), ...recovery });
      setOutcome(result.status === "ranked" && result.rank !== null ? { kind: "ranked", result: { ...result, rank: result.rank } } : { kind: "held", result });
      onSent();
    } catch (e) {
      if (e instanceof ChallengeHttpError) {
        const final = FINAL_STATUSES.has(e.status);
        if (e.reason === "nickname_taken" || e.reason === "recovery_code_wrong") setAskCode(true);
        setOutcome({ kind: "refused", message: errorText(e), final });
        if (final) onSent();
      } else setOutcome({ kind: "offline" });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const share = async (result: ChallengeRunResponse & { rank: number }) => {
    const colors = GAMES.find((g) => g.id === game)?.colors ?? {
      from: "#4f46e5",
      to: "#7c3aed",
    };
    try {
      const how = await shareCard({
        game,
        gameName: gameName(list, game).name,
        score: result.score,
        rank: result.rank,
        day: result.day,
        colors,
        locale,
        replayUrl: result.replayUrl,
      });
      setShareNote(how === "downloaded" ? challengeMessages.get().cardDownloaded : null);
    } catch (e) {
      setShareNote(e instanceof Error && locale === DEFAULT_LOCALE ? e.message : challengeMessages.get().cardFailed);
    }
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      // Not closed while the run is on its way: its answer says whether it can be sent again.
      onCancel={(event) => sending.current && event.preventDefault()}
      aria-labelledby="challenge-submit-title"
      // A sheet at the bottom, its buttons under the thumb, over a light backdrop: the run's final
      // board stays in view above it (keepBoardAbove).
      className="card mx-auto mb-[max(env(safe-area-inset-bottom,0px),0.5rem)] mt-auto max-h-[75dvh] w-[min(24rem,calc(100vw-1rem))] overflow-y-auto p-3 text-inherit backdrop:bg-black/30"
      data-testid="challenge-dialog"
    >
      {/* The title and the run's score share a line where they fit: the sheet stays low. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="challenge-submit-title" className="text-lg font-bold">
          {sent ? T.sentTitle : T.submitTitle}
        </h2>
        <p data-testid="challenge-run-score" className="text-sm">
          {gameName(list, game).name}: {formatScore(game, run.score, locale)}
        </p>
      </div>
      {!sent && (
        <form className="mt-2 grid gap-2" onSubmit={submit} noValidate>
          <label htmlFor="challenge-nickname" className="font-medium">
            {T.nicknameLabel}
          </label>
          {/* The field and its buttons share a row where they fit: the sheet stays low under the board. */}
          <div className="flex flex-wrap gap-2">
            <input
              id="challenge-nickname"
              className="input min-w-0 flex-1 basis-32"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              maxLength={40}
              autoComplete="nickname"
              aria-describedby="challenge-nickname-hint"
              aria-invalid={error ? true : undefined}
              aria-errormessage={error ? "challenge-nickname-error" : undefined}
              required
            />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? T.submitting : T.submit}
            </button>
            <button type="button" className="btn btn-outline" onClick={close} disabled={busy}>
              {T.notNow}
            </button>
          </div>
          <p id="challenge-nickname-hint" className="text-muted text-xs">
            {T.nicknameHint}
          </p>
          {error && (
            <p id="challenge-nickname-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
          {askCode && (
            <>
              <label htmlFor="challenge-recovery" className="font-medium">
                {T.recoveryLabel}
              </label>
              <input
                id="challenge-recovery"
                className="input font-mono"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                maxLength={16}
                autoComplete="one-time-code"
                autoCapitalize="characters"
                spellCheck={false}
                aria-describedby="challenge-recovery-hint"
                data-testid="challenge-recovery-input"
              />
              <p id="challenge-recovery-hint" className="text-muted text-xs">
                {T.recoveryHint}
              </p>
            </>
          )}
        </form>
      )}
      {outcome && (
        <div className="mt-3 grid gap-2" data-testid="challenge-outcome">
          {outcome.kind === "ranked" && (
            <p role="status">{T.verified({ score: formatScore(game, outcome.result.score, locale), rank: formatRank(outcome.result.rank, locale) })}</p>
          )}
          {outcome.kind === "held" && (
            <p role="status">
              {T.held}
              {outcome.result.heldFor && ` ${T[HELD_FOR_TEXT[outcome.result.heldFor]]}`}
            </p>
          )}
          {(outcome.kind === "ranked" || outcome.kind === "held") && outcome.result.recoveryCode && (
            <div className="rounded border border-amber-500 p-2" data-testid="challenge-recovery-code">
              <p className="font-medium">{T.recoveryCodeHeading}</p>
              <p className="my-1 font-mono text-xl tracking-widest" dir="ltr">
                {outcome.result.recoveryCode}
              </p>
              <p className="text-sm">{T.recoveryCodeNote({ name: draft.trim() })}</p>
            </div>
          )}
          {outcome.kind === "refused" && (
            <p role="alert" className="text-red-600 dark:text-red-400">
              {outcome.message}
            </p>
          )}
          {outcome.kind === "offline" && (
            <p role="alert" className="text-red-600 dark:text-red-400">
              {T.notSent}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {outcome.kind === "ranked" && (
              <button type="button" className="btn btn-primary" onClick={() => void share(outcome.result)}>
                {T.share}
              </button>
            )}
            {outcome.kind === "ranked" && outcome.result.replayUrl && (
              <Link to={to(outcome.result.replayUrl)} className="btn btn-outline">
                {T.watchYours}
              </Link>
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

/**
 * The page scrolls the finished game's board up above the sheet, as far as the sticky header
 * allows: the player sees the board the score was made on while naming the run.
 */
function keepBoardAbove(sheet: HTMLElement): void {
  const board = document.querySelector(".game-screen [data-game-board]")?.getBoundingClientRect();
  if (!board) return;
  const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  const overlap = board.bottom + 8 - sheet.getBoundingClientRect().top;
  const room = board.top - headerBottom;
  if (overlap > 0 && room > 0) window.scrollBy({ top: Math.min(overlap, room), behavior: "instant" });
}
