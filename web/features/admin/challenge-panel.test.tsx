import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ADMIN_CHALLENGE_BLOCKS_PATH,
  ADMIN_CHALLENGE_PATH,
  ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH,
  ADMIN_CHALLENGE_RUNS_PATH,
  ADMIN_RUN_NOT_HELD_MESSAGE,
  type AdminBoardsResponse,
} from "../../../contracts/challenge";
import { createQueryClient } from "../../lib/query-client";
import { ChallengePanel } from "./challenge-panel";

// chart.js needs a real canvas; the chart's numbers are checked through the counts beside it.
vi.mock("./chart-canvas", () => ({ default: () => null }));

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
let calls: Call[];
let state: AdminBoardsResponse;
let refuseAnswer: number;

const REASON = "The inputs are machine-even: 99 intervals vary by 0.0% (people vary by 10% or more).";
const ENVELOPE_REASON = "A search's solve: 22 moves where the fewest possible is 22; people solve a puzzle this long in more.";
const json = (status: number, body: unknown) => Response.json(body, { status });
const writes = () => calls.filter((c) => c.method !== "GET");

function answer(call: Call): Response {
  if (call.method === "GET" && call.url === ADMIN_CHALLENGE_PATH) return json(200, state);
  if (call.method === "GET" && call.url.startsWith("/api/admin/challenge/outcomes")) {
    return json(200, { days: [{ day: "2026-11-25", verified: 5, refused: 2, held: state.held.length }] });
  }
  const action = /\/runs\/(\d+)\/(rank|refuse)$/.exec(call.url);
  if (action && call.method === "POST") {
    const id = Number(action[1]);
    if (action[2] === "refuse" && refuseAnswer !== 200) return json(refuseAnswer, { message: ADMIN_RUN_NOT_HELD_MESSAGE });
    const run = state.held.find((h) => h.id === id)!;
    state = { ...state, held: state.held.filter((h) => h.id !== id) };
    if (action[2] === "rank") {
      const board = state.boards.find((b) => b.game === run.game)!;
      board.entries.push({ id, rank: board.entries.length + 1, nickname: run.nickname, score: run.score, runId: null, replayUrl: null });
    }
    return json(200, { id, status: action[2] === "rank" ? "ranked" : "refused" });
  }
  const drop = (keep: (e: { id: number; nickname: string }) => boolean) => {
    state = { ...state, boards: state.boards.map((b) => ({ ...b, entries: b.entries.filter(keep) })), held: state.held.filter(keep) };
  };
  if (call.method === "DELETE") {
    drop((e) => call.url !== `${ADMIN_CHALLENGE_RUNS_PATH}/${e.id}`);
    return new Response(null, { status: 204 });
  }
  if (call.url === ADMIN_CHALLENGE_BLOCKS_PATH) {
    drop((e) => e.nickname !== (call.body as { nickname: string }).nickname);
    return json(201, { blocked: call.body });
  }
  if (call.method === "GET" && call.url.startsWith(`${ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH}/preview?runId=`)) {
    const runId = Number(call.url.split("=")[1]);
    return json(200, { runId, hasDevice: true, otherDevicesAtAddress: 3 });
  }
  if (call.url === ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH) {
    drop((e) => e.id !== (call.body as { runId: number }).runId);
    return json(201, { blocked: call.body });
  }
  return json(404, { message: "not faked" });
}

beforeEach(() => {
  calls = [];
  refuseAnswer = 200;
  state = {
    day: "2026-11-25",
    boards: [
      {
        game: "sliding",
        entries: [
          { id: 11, rank: 1, nickname: "Asha", score: 40, runId: null, replayUrl: null },
          { id: 12, rank: 2, nickname: "Ravi", score: 55, runId: null, replayUrl: null },
        ],
      },
      { game: "memory", entries: [] },
    ],
    held: [
      { id: 21, game: "sliding", nickname: "Botty", score: 22, reason: `${REASON} ${ENVELOPE_REASON}`, reasons: [REASON, ENVELOPE_REASON], createdAt: "2026-11-25T14:03:09.000Z" },
    ],
    reported: [],
  };
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? "GET", headers: (init.headers ?? {}) as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return answer(call);
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChallengePanel />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const heldList = () => screen.getByRole("region", { name: /Held for review/ });
const board = () => screen.getByRole("table", { name: /Sliding/ });

describe("ChallengePanel", () => {
  it("shows each held run with its game, name, score, each of its reasons and time, and counts held runs in the chart", async () => {
    renderPanel();
    const run = (await screen.findByText(REASON)).closest<HTMLElement>("[data-held-run]")!;
    expect([...run.querySelectorAll("[data-held-reason]")].map((li) => li.textContent)).toEqual([REASON, ENVELOPE_REASON]);
    expect(within(run).getByText("Botty")).toBeInTheDocument();
    expect(within(run).getByText("Sliding Puzzle")).toBeInTheDocument();
    expect(within(run).getByText("Score 22")).toBeInTheDocument();
    expect(within(run).getByText("Submitted 2026-11-25 14:03 UTC")).toBeInTheDocument();
    expect(heldList()).toHaveAccessibleName("Held for review (1)");
    await waitFor(() => expect(document.querySelector('[data-outcome="held"]')).toHaveTextContent("1"));
    expect(document.querySelector('[data-outcome="verified"]')).toHaveTextContent("5");
    expect(document.querySelector('[data-outcome="refused"]')).toHaveTextContent("2");
  });

  it("links each held run to its playback, and lists reported runs with their count, to watch or remove", async () => {
    state.reported = [{ id: 12, runId: "3f0c2d1e-8b7a-4c6d-9e5f-112233445566", game: "sliding", day: "2026-11-25", nickname: "Ravi", score: 55, status: "ranked", reports: 3 }];
    const user = renderPanel();
    expect(await screen.findByRole("link", { name: "Watch Botty's run played back" })).toHaveAttribute("href", "/games/replay?review=21");
    const reported = screen.getByRole("region", { name: /Reported by visitors/ });
    expect(reported).toHaveAccessibleName("Reported by visitors (1)");
    expect(within(reported).getByText("Reports 3")).toBeInTheDocument();
    expect(within(reported).getByRole("link", { name: "Watch Ravi's run played back" })).toHaveAttribute("href", "/games/replay?review=12");
    await user.click(within(reported).getByRole("button", { name: "Remove Ravi's run" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Remove run" }));
    await waitFor(() => expect(writes()).toEqual([{ url: `${ADMIN_CHALLENGE_RUNS_PATH}/12`, method: "DELETE", headers: { "x-admin-csrf": "1" }, body: undefined }]));
  });

  it("ranks a held run at once with the CSRF header, and the board shows it after the refetch", async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Rank Botty's held run" }));
    expect(writes()).toEqual([{ url: `${ADMIN_CHALLENGE_RUNS_PATH}/21/rank`, method: "POST", headers: { "x-admin-csrf": "1" }, body: undefined }]);
    expect(await within(board()).findByText("Botty")).toBeInTheDocument();
    expect(await screen.findByText("No runs are waiting for review.")).toBeInTheDocument();
  });

  it("asks before refusing a held run: Cancel sends nothing, the confirm button refuses it", async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Refuse Botty's held run" }));
    const dialog = screen.getByRole("dialog", { name: "Refuse Botty's held run?" });
    expect(dialog).toHaveAccessibleDescription("It will never rank. The player is not blocked: their other runs stay.");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(writes()).toEqual([]);
    expect(screen.getByRole("button", { name: "Refuse Botty's held run" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Refuse Botty's held run" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Refuse run" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes()).toEqual([{ url: `${ADMIN_CHALLENGE_RUNS_PATH}/21/refuse`, method: "POST", headers: { "x-admin-csrf": "1" }, body: undefined }]);
    expect(await screen.findByText("No runs are waiting for review.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Daily challenge" })).toHaveFocus();
  });

  it("keeps the confirm step open with the server's words when the action is refused", async () => {
    refuseAnswer = 409;
    const user = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Refuse Botty's held run" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Refuse run" }));
    expect(await within(screen.getByRole("dialog")).findByRole("alert")).toHaveTextContent(ADMIN_RUN_NOT_HELD_MESSAGE);
    expect(within(screen.getByRole("dialog")).getByRole("button", { name: "Refuse run" })).toBeEnabled();
  });

  it("blocks the device of a board row by its run id after the confirm step, the address not unless ticked, leaving the other rows", async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Block the player of Ravi's run" }));
    const dialog = screen.getByRole("dialog", { name: "Block the player of Ravi's run?" });
    // The count of other devices on the connection comes first.
    const box = await within(dialog).findByRole("checkbox", { name: /3 other devices were seen on it/ });
    expect(box).not.toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Block player" }));
    await waitFor(() => expect(within(board()).queryByText("Ravi")).toBeNull());
    expect(writes()).toEqual([
      { url: ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH, method: "POST", headers: { "x-admin-csrf": "1", "content-type": "application/json" }, body: { runId: 12, address: false } },
    ]);
    expect(within(board()).getByText("Asha")).toBeInTheDocument();
  });

  it("blocks the player of a held run from the held list, with its address when ticked", async () => {
    const user = renderPanel();
    await user.click(await within(await screen.findByRole("region", { name: /Held for review/ })).findByRole("button", { name: "Block the player of Botty's run" }));
    // Ticked: the address too, after its count was shown.
    await user.click(await within(screen.getByRole("dialog")).findByRole("checkbox", { name: /Also block the connection/ }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Block player" }));
    await waitFor(() => expect(writes()).toEqual([expect.objectContaining({ url: ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH, body: { runId: 21, address: true } })]));
  });

  // Escape (the browser's own cancel of a modal dialog) is checked in e2e/challenge-admin.spec.ts.
  it("removes a run and blocks a name only once confirmed", async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Remove Asha's run" }));
    await user.click(within(screen.getByRole("dialog", { name: "Remove Asha's run?" })).getByRole("button", { name: "Remove run" }));
    await waitFor(() => expect(within(board()).queryByText("Asha")).toBeNull());
    expect(writes().at(-1)).toMatchObject({ url: `${ADMIN_CHALLENGE_RUNS_PATH}/11`, method: "DELETE", headers: { "x-admin-csrf": "1" } });

    await user.click(screen.getByRole("button", { name: "Block the name Ravi" }));
    const dialog = screen.getByRole("dialog", { name: "Block the name Ravi?" });
    expect(dialog).toHaveTextContent("To stop one impersonator, block the player instead.");
    await user.click(within(dialog).getByRole("button", { name: "Block name" }));
    await waitFor(() => expect(writes().at(-1)).toMatchObject({ url: ADMIN_CHALLENGE_BLOCKS_PATH, method: "POST", body: { nickname: "Ravi" } }));
    expect(await screen.findByText("No runs today.")).toBeInTheDocument();
  });
});
