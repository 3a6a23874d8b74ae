import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_MESSAGES, ADMIN_SESSION_PATH } from "../../../contracts/admin";
import { createQueryClient } from "../../lib/query-client";
import { AdminPage } from "./admin-page";

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
let calls: Call[];
let answer: (call: Call) => Response;

const json = (status: number, body: unknown) => Response.json(body, { status });

beforeEach(() => {
  calls = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? "GET", headers: (init.headers ?? {}) as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return answer(call);
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminPage />
    </QueryClientProvider>,
  );

describe("AdminPage", () => {
  it("says how to turn the dashboard on when the server answers 503", async () => {
    answer = () => json(503, { success: false, message: ADMIN_MESSAGES.disabled });
    renderPage();
    expect(await screen.findByRole("heading", { name: "The dashboard is off" })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.disabled)).toBeInTheDocument();
  });

  it("says sign-in needs HTTPS (the server's words) instead of a form, when the server refuses plain HTTP", async () => {
    const message = "Sign-in needs HTTPS. Served over plain HTTP here.";
    answer = () => json(403, { success: false, message, reason: "https_required" });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Sign-in needs HTTPS" })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
  });

  it("asks for the token, shows the server's refusal, and sends the CSRF header with the sign-in", async () => {
    answer = (c) => (c.method === "POST" ? json(401, { success: false, message: ADMIN_MESSAGES.wrongToken }) : json(401, { success: false, message: ADMIN_MESSAGES.signedOut }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter the admin token.");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.type(screen.getByLabelText("Admin token"), "wrong-token-value");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("That token is not right.")).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST");
    expect(post).toMatchObject({ url: ADMIN_SESSION_PATH, headers: { "x-admin-csrf": "1" }, body: { token: "wrong-token-value" } });
    expect(screen.getByLabelText("Admin token")).toHaveAttribute("aria-invalid", "true");
  });
});
