import { describe, expect, it } from "vitest";
import { MAX_SSE_LINE_CHARS, readSseData, SseLineTooLongError } from "./sse";

function streamOf(pieces: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const p of pieces) controller.enqueue(typeof p === "string" ? encoder.encode(p) : p);
      controller.close();
    },
  });
}

async function all(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for await (const d of readSseData(stream)) out.push(d);
  return out;
}

describe("readSseData", () => {
  it("gives up on a line longer than the cap instead of buffering megabytes (a broken upstream)", async () => {
    const chunk = "a".repeat(64 * 1024);
    const pieces = Array.from({ length: Math.ceil(MAX_SSE_LINE_CHARS / chunk.length) + 2 }, () => chunk);
    await expect(all(streamOf(["data: ok\n\n", ...pieces]))).rejects.toBeInstanceOf(SseLineTooLongError);
  });

  it("accepts a long line under the cap", async () => {
    const long = "b".repeat(MAX_SSE_LINE_CHARS - 100);
    expect(await all(streamOf([`data: ${long}\n\n`]))).toEqual([long]);
  });

  it("yields each event's data, with LF or CRLF line endings", async () => {
    expect(await all(streamOf(["data: one\n\ndata: two\r\n\r\n"]))).toEqual(["one", "two"]);
  });

  it("joins events split anywhere across network reads", async () => {
    const text = 'data: {"a":1}\n\ndata: {"b":2}\n\n';
    const pieces = text.split("").map((c) => c);
    expect(await all(streamOf(pieces))).toEqual(['{"a":1}', '{"b":2}']);
  });

  it("keeps a multi-byte character that is split between reads", async () => {
    const bytes = new TextEncoder().encode("data: नमस्ते 🔥\n\n");
    expect(await all(streamOf([bytes.slice(0, 9), bytes.slice(9, 13), bytes.slice(13)]))).toEqual(["नमस्ते 🔥"]);
  });

  it("ignores comments and other fields, and joins multi-line data with newlines", async () => {
    expect(await all(streamOf([": keep-alive\nevent: message\nid: 7\ndata: line 1\ndata:line 2\nretry: 10\n\n"]))).toEqual(["line 1\nline 2"]);
  });

  it("delivers a last event that lacks its closing blank line", async () => {
    expect(await all(streamOf(["data: first\n\ndata: last"]))).toEqual(["first", "last"]);
  });

  it("cancels the upstream body when the reader stops early", async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode("data: again\n\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const d of readSseData(stream)) {
      expect(d).toBe("again");
      break;
    }
    expect(cancelled).toBe(true);
  });
});
