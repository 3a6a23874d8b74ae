import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { resetToasts, useToasts } from "../../../lib/toast-store";
import { LikesPage } from "./likes-page";
import { VIP_CODE_STORAGE_KEY } from "./vip-code-storage";

const LIKES = { player: "NightFury", uid: "123456789", level: 57, likesBefore: 1200, likesAdded: 100, likesAfter: 1300 };

function ToastProbe() {
  const toasts = useToasts();
  return <output data-testid="toasts">{toasts.map((t) => `${t.title}|${t.description}`).join("\n")}</output>;
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <LikesPage />
        <ToastProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

type Call = { url: string; init: RequestInit | undefined };
let calls: Call[];
let likesAnswers: (() => Promise<Response>)[];
let vipAnswers: (() => Promise<Response>)[];

beforeEach(() => {
  calls = [];
  likesAnswers = [];
  vipAnswers = [];
  localStorage.clear();
  resetToasts();
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url === "/api/ff-likes/status") return Promise.resolve(Response.json({ demo: false, timeZone: "Asia/Kolkata", freeUsesPerDay: 1, freeUseLeft: true, resetSeconds: null }));
    if (url === "/api/ff-likes/vip") return vipAnswers.shift()?.() ?? Promise.reject(new TypeError("Failed to fetch"));
    const next = likesAnswers.shift();
    return next ? next() : Promise.reject(new TypeError("Failed to fetch"));
  });
});
afterEach(() => vi.unstubAllGlobals());

async function fill(uid: string, region: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText("Player UID");
  await user.clear(input);
  await user.type(input, uid);
  if (region) await user.selectOptions(screen.getByLabelText("Region"), region);
  return user;
}

describe("LikesPage", () => {
  it("says plainly that it needs a connection while the browser is offline, and stops saying it online", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderPage();
    expect(screen.getByTestId("likes-offline")).toHaveTextContent("You are offline. The likes tool needs an internet connection: connect and try again.");
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(screen.queryByTestId("likes-offline")).toBeNull();
    onLine.mockRestore();
  });

  it("shows no offline note while online", () => {
    renderPage();
    expect(screen.queryByTestId("likes-offline")).toBeNull();
  });

  it("keeps only digits in the UID field, at most 11", async () => {
    renderPage();
    await fill("12ab34-56 78901234", "");
    expect(screen.getByLabelText("Player UID")).toHaveValue("12345678901");
    expect(screen.getByLabelText("Player UID")).toHaveAttribute("maxLength", "11");
  });

  it("lists the nine regions with their labels", () => {
    renderPage();
    const options = within(screen.getByLabelText("Region")).getAllByRole("option").slice(1);
    expect(options.map((o) => `${(o as HTMLOptionElement).value} ${o.textContent}`)).toEqual([
      "ind India",
      "sg Singapore",
      "pk Pakistan",
      "bd Bangladesh",
      "th Thailand",
      "vn Vietnam",
      "br Brazil",
      "me Middle East",
      "cis CIS",
    ]);
  });

  it("says when the limit resets, in the server's zone", async () => {
    renderPage();
    expect(await screen.findByText(/The limit resets at midnight \(Asia\/Kolkata\)\./)).toBeInTheDocument();
  });

  it("shows Processing... while busy, then the result; the old result is cleared when the next submit starts", async () => {
    renderPage();
    likesAnswers.push(() => Promise.resolve(Response.json({ success: true, ...LIKES, demo: false })));
    const user = await fill("123456789", "ind");
    await user.click(screen.getByRole("button", { name: "Get Free Likes" }));
    expect(await screen.findByText("Congratulations! Likes sent successfully!")).toBeInTheDocument();
    expect(screen.getByTestId("toasts")).toHaveTextContent("🎉 Success!|Added 100 likes to NightFury!");

    let release!: (r: Response) => void;
    likesAnswers.push(() => new Promise<Response>((resolve) => (release = resolve)));
    await user.click(screen.getByRole("button", { name: "Get Free Likes" }));
    expect(screen.queryByText("Congratulations! Likes sent successfully!")).not.toBeInTheDocument();
    const busy = screen.getByRole("button", { name: "Processing..." });
    expect(busy).toBeDisabled();
    await act(async () => release(Response.json({ success: false, message: "0 likes given" }, { status: 200 })));
    expect(await screen.findByText("0 likes given")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Get Free Likes" })).toBeEnabled();
  });

  it("clears the result even when the next submit fails validation", async () => {
    renderPage();
    const user = await fill("123456789", "ind");
    await user.click(screen.getByRole("button", { name: "Get Free Likes" })); // fetch rejects: connection error
    expect(await screen.findByText("Connection error")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Player UID"));
    await user.type(screen.getByLabelText("Player UID"), "1234");
    await user.click(screen.getByRole("button", { name: "Get Free Likes" }));
    expect(screen.queryByText("Connection error")).not.toBeInTheDocument();
    expect(screen.getByTestId("toasts")).toHaveTextContent("Invalid UID|UID must be 8-11 digits");
  });

  it("remembers a VIP code on this device, sends it as a Bearer token, and forgets it", async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("VIP code"), "VIP-AAAAA-BBBBB");
    vipAnswers.push(() => Promise.resolve(Response.json({ valid: true })));
    await user.click(screen.getByRole("button", { name: "Use code" }));
    expect(await screen.findByTestId("vip-code-saved")).toHaveTextContent("•••••BBBBB");
    expect(localStorage.getItem(VIP_CODE_STORAGE_KEY)).toBe("VIP-AAAAA-BBBBB");
    const checked = calls.find((c) => c.url === "/api/ff-likes/vip");
    expect(new Headers(checked?.init?.headers).get("authorization")).toBe("Bearer VIP-AAAAA-BBBBB");

    likesAnswers.push(() => Promise.resolve(Response.json({ success: true, ...LIKES })));
    await fill("123456789", "sg");
    await user.click(screen.getByRole("button", { name: "Get Free Likes" }));
    await screen.findByText("Congratulations! Likes sent successfully!");
    const post = calls.find((c) => c.url === "/api/ff-likes");
    expect(new Headers(post?.init?.headers).get("authorization")).toBe("Bearer VIP-AAAAA-BBBBB");
    expect(JSON.parse(String(post?.init?.body))).toEqual({ uid: "123456789", region: "sg" });

    await user.click(screen.getByRole("button", { name: "Forget code" }));
    expect(localStorage.getItem(VIP_CODE_STORAGE_KEY)).toBeNull();
    expect(screen.getByLabelText("VIP code")).toBeInTheDocument();
  });

  it("keeps no code the server refuses: the reason is shown by the field, which keeps the text to correct", async () => {
    renderPage();
    const user = userEvent.setup();
    const message = "This VIP code is not valid. Check it, or contact @someone on Telegram.";
    await user.type(screen.getByLabelText("VIP code"), "VIP-TYPO");
    vipAnswers.push(() => Promise.resolve(Response.json({ success: false, message }, { status: 401 })));
    await user.click(screen.getByRole("button", { name: "Use code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText("VIP code")).toHaveValue("VIP-TYPO");
    expect(screen.getByLabelText("VIP code")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("VIP code")).toHaveAccessibleDescription(message);
    expect(localStorage.getItem(VIP_CODE_STORAGE_KEY)).toBeNull();
    expect(screen.queryByTestId("vip-code-saved")).not.toBeInTheDocument();

    // Offline, nothing is kept either, and the field says why.
    await user.type(screen.getByLabelText("VIP code"), "X");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Use code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not check the code: no connection. Try again when you are online.");
    expect(localStorage.getItem(VIP_CODE_STORAGE_KEY)).toBeNull();
  });

  it("reads a saved code back after a reload", async () => {
    localStorage.setItem(VIP_CODE_STORAGE_KEY, "VIP-SAVED-CODE1");
    renderPage();
    expect(await screen.findByTestId("vip-code-saved")).toHaveTextContent("•••••CODE1");
  });
});
