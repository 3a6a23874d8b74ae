/**
 * The per-client chat quota: at most `max` messages in any sliding window of `windowMs`.
 * Kept in this process's memory (docs/decisions/009-chat-proxy-and-quota.md): behind several
 * instances each one counts on its own, which bounds the cost of a model per instance.
 */
export type QuotaDecision =
  | { allowed: true; /** Gives the message back (the model failed before answering). */ release: () => void }
  | { allowed: false; retryAfterSeconds: number };

export type ChatQuota = { take(clientKey: string): QuotaDecision };

export type QuotaOptions = {
  max: number;
  windowMs: number;
  now?: () => number;
  /** Above this many tracked clients, expired entries are swept before a new one is added. */
  maxTrackedClients?: number;
};

export function createChatQuota({ max, windowMs, now = Date.now, maxTrackedClients = 50_000 }: QuotaOptions): ChatQuota {
  // Client key -> times of the messages still inside the window, oldest first.
  const sent = new Map<string, number[]>();

  const live = (times: number[], at: number) => times.filter((t) => t > at - windowMs);

  function sweep(at: number) {
    for (const [key, times] of sent) {
      const kept = live(times, at);
      if (kept.length === 0) sent.delete(key);
      else sent.set(key, kept);
    }
    // Still too many (a flood of distinct addresses): forget the oldest-added clients first.
    for (const key of sent.keys()) {
      if (sent.size <= maxTrackedClients) break;
      sent.delete(key);
    }
  }

  return {
    take(clientKey) {
      const at = now();
      const times = live(sent.get(clientKey) ?? [], at);
      if (times.length >= max) {
        sent.set(clientKey, times);
        const oldest = times[0] ?? at;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) };
      }
      if (!sent.has(clientKey) && sent.size >= maxTrackedClients) sweep(at);
      times.push(at);
      sent.set(clientKey, times);
      let released = false;
      return {
        allowed: true,
        release: () => {
          if (released) return;
          released = true;
          const current = sent.get(clientKey);
          const i = current?.lastIndexOf(at) ?? -1;
          if (current && i !== -1) current.splice(i, 1);
        },
      };
    },
  };
}

/**
 * The key a client is counted under: its IPv4 address, or the /64 network of an IPv6 address
 * (one home or phone gets a whole /64, and could otherwise rotate through it).
 */
export function quotaKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("%")[0]!.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = ip.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = ip.includes("::") ? [...headParts, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailParts] : headParts;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
