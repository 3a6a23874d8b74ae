import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_VIP_PATH, adminVipRevokePath } from "../../../contracts/admin";
import { ADMIN_TEXT } from "../../content/admin";
import { createQueryClient } from "../../lib/query-client";
import { VipPanel } from "./vip-panel";

const T = ADMIN_TEXT.vip;
let posts: string[];

beforeEach(() => {
  posts = [];
  let revoked = false;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    if ((init.method ?? "GET") === "POST") {
      posts.push(url);
      revoked = true;
      return Response.json({ id: 7, status: "revoked" });
    }
    if (url === ADMIN_VIP_PATH) {
      const code = { id: 7, note: "for Ravi", createdAt: "2026-11-01T00:00:00Z", expiresAt: "2026-12-01T00:00:00Z", uses: 3, status: revoked ? "revoked" : "active" };
      return Response.json({ codes: [code] });
    }
    return Response.json({ success: false, message: "not here" }, { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPanel = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VipPanel />
    </QueryClientProvider>,
  );

describe("VipPanel", () => {
  it("asks before revoking a code: Keep leaves it active, and only 'Yes, revoke' revokes it", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Revoke for Ravi" }));
    const ask = screen.getByRole("group", { name: "Revoke for Ravi" });
    expect(within(ask).getByText(T.confirmRevoke)).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.click(within(ask).getByRole("button", { name: T.keep }));
    expect(screen.queryByRole("group", { name: "Revoke for Ravi" })).not.toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Revoke for Ravi" }));
    await user.click(within(screen.getByRole("group", { name: "Revoke for Ravi" })).getByRole("button", { name: T.confirmRevokeYes }));
    expect(posts).toEqual([adminVipRevokePath(7)]);
    expect(await screen.findByText(T.status.revoked)).toBeInTheDocument();
  });
});
