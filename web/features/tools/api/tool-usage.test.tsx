import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { postToolUsage, useRecordToolUsage } from "./tool-usage";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("tool-usage call", () => {
  it("POSTs an empty JSON object to /api/tool-usage/{id}, as the server counts only JSON", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    await postToolUsage("sensitivity-generator");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/tool-usage/sensitivity-generator",
      expect.objectContaining({ method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    );
  });

  it("rejects a non-OK answer with a 'status: body' error", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("down", { status: 500 })));
    await expect(postToolUsage("uid-generator")).rejects.toThrow("500: down");
  });

  it("is fire and forget: a failure is only logged", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline")));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useRecordToolUsage("password-generator"), { wrapper });
    expect(result.current()).toBeUndefined();
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Tool usage for password-generator was not recorded:", expect.any(TypeError)));
  });
});
