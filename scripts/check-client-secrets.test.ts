import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolderWith } from "../test/temp-folder";
import { canaryEnv, scanForSecrets, SECRET_SETTINGS } from "./check-client-secrets";

const clientDir = (files: Record<string, string>) => tempFolderWith(files, "client-");

describe("scanForSecrets", () => {
  it("passes a bundle that only talks to its own /api/chat", () => {
    const dir = clientDir({ "assets/chat.js": 'fetch("/api/chat",{method:"POST"});const task-runner=1;', "index.html": "<h1>Hi</h1>" });
    expect(scanForSecrets(dir, ["super-secret-value"])).toEqual([]);
  });

  it.each([
    ["a Gemini endpoint", "https://generativelanguage.googleapis.com/v1beta/models/x:streamGenerateContent", "Gemini endpoint"],
    ["the Gemini key header", 'headers:{"x-goog-api-key":k}', "Gemini key header"],
    ["an OpenAI endpoint", "https://api.openai.com/v1/chat/completions", "OpenAI endpoint"],
    ["a local model server", "http://127.0.0.1:11434/v1", "local model server"],
    ["a server setting's name", "process.env.GEMINI_API_KEY", "server setting name"],
    ["an OpenAI-style key", 'key="sk-proj-abcdefghijklmnop1234"', "OpenAI-style key"],
    ["a Google API key", "AIzaSyA1234567890abcdefghijklmnopqrstuv", "Google API key"],
  ])("finds %s", (_name, text, rule) => {
    const dir = clientDir({ "assets/app.js": `var a=1;${text};` });
    expect(scanForSecrets(dir).map((f) => f.rule)).toContain(rule);
  });

  it("finds a configured secret's value anywhere, and names the file", () => {
    const dir = clientDir({ "assets/a.js": "ok", "nested/b.css": "body{}/*my-very-secret-key*/" });
    expect(scanForSecrets(dir, ["my-very-secret-key"])).toEqual([{ file: path.join("nested", "b.css"), rule: "secret value", match: "my-v…" }]);
  });

  it("skips the precompressed copies (they repeat the files beside them)", () => {
    const dir = clientDir({ "assets/a.js.br": "x-goog-api-key" });
    expect(scanForSecrets(dir)).toEqual([]);
  });

  it("gives every secret setting a distinct canary for the checked build", () => {
    const env = canaryEnv();
    expect(Object.keys(env).sort()).toEqual([...SECRET_SETTINGS].sort());
    expect(new Set(Object.values(env)).size).toBe(SECRET_SETTINGS.length);
    expect(env.OPENAI_BASE_URL).toMatch(/^http:\/\//);
  });
});
