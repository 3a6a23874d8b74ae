import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { dropVanishedClient } from "./framework-errors";

describe("dropVanishedClient", () => {
  // Found by `npm run prove` (fuzz): a client that hung up before routing has no address, and
  // @fastify/rate-limit threw "Cannot read properties of undefined (reading 'toLowerCase')".
  it("drops a request whose client left before routing (no address) instead of letting the limiters throw", async () => {
    const destroy = vi.fn();
    const hijack = vi.fn();
    await dropVanishedClient({ ip: undefined, raw: { socket: { destroy } } } as unknown as FastifyRequest, { hijack } as unknown as FastifyReply);
    expect(hijack).toHaveBeenCalledOnce();
    expect(destroy).toHaveBeenCalledOnce();
  });

  it("lets every request with an address through", async () => {
    const destroy = vi.fn();
    const hijack = vi.fn();
    await dropVanishedClient({ ip: "10.0.0.1", raw: { socket: { destroy } } } as unknown as FastifyRequest, { hijack } as unknown as FastifyReply);
    expect(hijack).not.toHaveBeenCalled();
    expect(destroy).not.toHaveBeenCalled();
  });
});
