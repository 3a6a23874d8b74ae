import { afterEach, describe, expect, it, vi } from "vitest";
import { deviceKeySchema } from "../../../../contracts/challenge";
import { ChallengeHttpError, DEVICE_KEY_KEY, deviceKey, newDeviceKey, startRun, withRetries } from "./api";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("challenge api", () => {
  it("makes a device key of 32 random bytes in base64url that the contract accepts, and keeps it", () => {
    const key = newDeviceKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deviceKeySchema.safeParse(key).success).toBe(true);
    expect(newDeviceKey()).not.toBe(key);
    const kept = deviceKey();
    expect(localStorage.getItem(DEVICE_KEY_KEY)).toBe(kept);
    expect(deviceKey()).toBe(kept);
  });

  it("replaces a kept device key that is not one", () => {
    localStorage.setItem(DEVICE_KEY_KEY, "short");
    expect(deviceKey()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("sends the device key with a run's start, and reads a refusal as the server's own message", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: "At most 60 runs per game per day can be started. Come back tomorrow!" }), { status: 429 }));
    vi.stubGlobal("fetch", fetch);
    const refused = await startRun("memory", "k".repeat(43)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ChallengeHttpError);
    expect(refused).toMatchObject({ status: 429, message: "At most 60 runs per game per day can be started. Come back tomorrow!" });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/challenge/runs/start");
    expect(JSON.parse(init.body as string)).toEqual({ game: "memory", deviceKey: "k".repeat(43) });
  });

  it("retries a request that did not reach the server, but not one the server answered with an error", async () => {
    let calls = 0;
    const flaky = () => (++calls < 3 ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve("sealed"));
    await expect(withRetries(flaky, 4, 0)).resolves.toBe("sealed");
    expect(calls).toBe(3);
    calls = 0;
    const refused = () => {
      calls++;
      return Promise.reject(new ChallengeHttpError(409, "This run was already submitted: each run can be submitted once."));
    };
    await expect(withRetries(refused, 4, 0)).rejects.toThrow("already submitted");
    expect(calls).toBe(1);
    calls = 0;
    const down = () => {
      calls++;
      return Promise.reject(new TypeError("Failed to fetch"));
    };
    await expect(withRetries(down, 3, 0)).rejects.toThrow("Failed to fetch");
    expect(calls).toBe(3);
  });
});
