/** A minimal build (pages.json + a few pages) in a temp folder, for tests that need the static site. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";

/** Returns the client folder (its parent holds pages.json, as in build/). */
export function tinySite(): string {
  const root = mkdtempSync(path.join(tmpdir(), "tiny-site-"));
  const client = path.join(root, "client");
  mkdirSync(path.join(client, "about"), { recursive: true });
  mkdirSync(path.join(client, "404"), { recursive: true });
  writeFileSync(path.join(client, "index.html"), "<h1>Home</h1>");
  writeFileSync(path.join(client, "about", "index.html"), "<h1>About</h1>");
  writeFileSync(path.join(client, "404", "index.html"), "<h1>Page Not Found</h1>");
  writeFileSync(
    path.join(root, "pages.json"),
    JSON.stringify({
      "/": { file: "index.html", scriptHashes: [] },
      "/about": { file: "about/index.html", scriptHashes: [] },
      "/404": { file: "404/index.html", scriptHashes: [] },
    }),
  );
  return client;
}

/** A log destination that keeps every pino line, parsed, for assertions. */
export function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines, raw: () => lines.map((l) => JSON.stringify(l)).join("\n") };
}
