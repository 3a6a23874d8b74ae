/**
 * A TCP proxy on loopback that can stop forwarding: the deterministic way to make a database
 * "stall" (connections stay open, bytes go nowhere, no error), as a hung or overloaded server
 * or a cut network does. `stall()` holds every byte in both directions and holds new
 * connections; `resume()` delivers everything held and goes on forwarding.
 */
import net from "node:net";
import type { AddressInfo } from "node:net";

export type StallingProxy = {
  port: number;
  stall(): void;
  resume(): void;
  /** Drops every open connection at once, as a database restart or a network cut does. */
  cut(): void;
  close(): Promise<void>;
};

export async function startStallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  let stalled = false;
  const sockets = new Set<net.Socket>();
  const flushers = new Set<() => void>();
  const pendingConnects: (() => void)[] = [];

  const forward = (from: net.Socket, to: net.Socket) => {
    const held: Buffer[] = [];
    from.on("data", (chunk: Buffer) => {
      if (stalled) held.push(chunk);
      else to.write(chunk);
    });
    const flush = () => {
      for (const chunk of held.splice(0)) to.write(chunk);
    };
    flushers.add(flush);
    from.on("close", () => {
      flushers.delete(flush);
      to.destroy();
    });
    from.on("error", () => to.destroy());
  };

  const server = net.createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    const connect = () => {
      const upstream = net.connect(target.port, target.host);
      sockets.add(upstream);
      upstream.on("close", () => sockets.delete(upstream));
      forward(client, upstream);
      forward(upstream, client);
    };
    if (stalled) {
      client.pause();
      pendingConnects.push(() => {
        client.resume();
        connect();
      });
    } else connect();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const flush of flushers) flush();
      for (const connect of pendingConnects.splice(0)) connect();
    },
    cut: () => {
      for (const s of sockets) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
