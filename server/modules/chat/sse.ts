/**
 * Reads a server-sent events stream (the format both Gemini's `alt=sse` and OpenAI-compatible
 * `stream: true` answers use) and yields each event's data. Only `data:` fields matter here.
 */
/**
 * No real event line comes near this; an upstream that sends megabytes without a line break is
 * broken, and scanning an ever-growing buffer for the break would cost time quadratic in its size.
 */
export const MAX_SSE_LINE_CHARS = 256 * 1024;

export class SseLineTooLongError extends Error {
  constructor() {
    super(`server-sent event line longer than ${MAX_SSE_LINE_CHARS} characters`);
    this.name = "SseLineTooLongError";
  }
}

export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  let finished = false;

  // One line of the stream: a blank line ends an event; ":" starts a comment.
  function* line(raw: string): Generator<string> {
    const text = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (text === "") {
      if (data.length > 0) yield data.join("\n");
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    if (field !== "data") return;
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    data.push(value);
  }

  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf("\n")) !== -1) {
        const raw = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        yield* line(raw);
      }
      if (buffer.length > MAX_SSE_LINE_CHARS) throw new SseLineTooLongError();
      if (done) break;
    }
    // A stream that stops without the final blank line still delivers its last event.
    if (buffer !== "") yield* line(buffer);
    yield* line("");
    finished = true;
  } finally {
    // The consumer stopped early (or the read failed): let go of the upstream connection.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
