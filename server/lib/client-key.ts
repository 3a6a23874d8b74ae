/**
 * The key a client is counted under by every per-client limit (chat quota, sign-in lockout): its
 * IPv4 address, or the /64 network of an IPv6 address. One home or phone gets a whole /64 from
 * its provider, and could otherwise rotate through 2^64 addresses to get a new count each time.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("%")[0]!.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = ip.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = ip.includes("::") ? [...headParts, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailParts] : headParts;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
