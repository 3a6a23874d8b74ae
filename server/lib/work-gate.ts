/**
 * A bound on how many requests of one kind do their work at once in this process. Node answers
 * every request on one thread: when a flood of small writes (run starts, moves) all run together,
 * each turn of the event loop carries all of them and every other request (a page's API call, the
 * health probe) waits behind the whole pile. Held at the gate, the extra ones wait parked, costing
 * no CPU, and go on in arrival order; the flood is served about as fast as before, the others
 * without queueing behind it. The gate is a route's first onRequest hook, so it is taken before the
 * route's rate limit and body parsing, and it is given back when the response closes (sent, failed
 * or the client gone: Node's `close` event on the response comes once in every case); a request
 * whose client left while it waited is dropped at the gate. One that leaves while working frees
 * its place at once and its work runs to its end outside the count: the routes' rate limits bound
 * a script that leaves on purpose, the gate is for fairness between kinds of request.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

export type WorkGate = {
  onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Requests doing their work now, and waiting at the gate. */
  counts: () => { active: number; waiting: number };
};

export function workGate(maxActive: number): WorkGate {
  if (!Number.isInteger(maxActive) || maxActive < 1) throw new RangeError(`maxActive must be a positive integer, got ${maxActive}`);
  let active = 0;
  const waiting: Array<() => void> = [];

  /** A place given back goes straight to the next in line, so `active` counts what really runs. */
  const passOn = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  return {
    async onRequest(_request, reply) {
      let closed = false;
      let holding = false;
      reply.raw.once("close", () => {
        closed = true;
        if (holding) passOn();
        holding = false;
      });
      if (active < maxActive) active++;
      else await new Promise<void>((enter) => waiting.push(enter));
      if (!closed) {
        holding = true;
        return;
      }
      // The client left while waiting: its work is not done at all (hijack ends the request's
      // lifecycle here, there is no one to answer) and its place goes on at once.
      reply.hijack();
      passOn();
    },
    counts: () => ({ active, waiting: waiting.length }),
  };
}
