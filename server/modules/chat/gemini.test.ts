import { describe, expect, it } from "vitest";
import { geminiEventText, geminiRequestBody, thinkingConfigFor, toGeminiContents } from "./gemini";
import { openAiRequestBody } from "./openai-compatible";

describe("Gemini request", () => {
  it("maps roles to user/model and merges two turns in a row from one side", () => {
    expect(
      toGeminiContents([
        { role: "user", content: "a" },
        { role: "user", content: "b" },
        { role: "assistant", content: "c" },
        { role: "user", content: "d" },
      ]),
    ).toEqual([
      { role: "user", parts: [{ text: "a" }, { text: "b" }] },
      { role: "model", parts: [{ text: "c" }] },
      { role: "user", parts: [{ text: "d" }] },
    ]);
  });

  it("opens the conversation with the visitor even when the kept history starts with a reply", () => {
    expect(
      toGeminiContents([
        { role: "assistant", content: "x" },
        { role: "user", content: "y" },
      ]),
    ).toEqual([{ role: "user", parts: [{ text: "y" }] }]);
  });

  it("puts the persona in systemInstruction with temperature 0.7 and 500 output tokens", () => {
    const body = geminiRequestBody([{ role: "user", content: "hi" }], "gemini-2.0-flash", "PERSONA");
    expect(body).toEqual({
      systemInstruction: { parts: [{ text: "PERSONA" }] },
      contents: [{ role: "user", parts: [{ text: "hi" }] }],
      generationConfig: { temperature: 0.7, maxOutputTokens: 500 },
    });
  });

  it("turns thinking off where a flash model allows it, so the 500 tokens go to the answer", () => {
    expect(thinkingConfigFor("gemini-2.5-flash")).toEqual({ thinkingBudget: 0 });
    expect(thinkingConfigFor("gemini-2.5-flash-lite")).toEqual({ thinkingBudget: 0 });
    expect(thinkingConfigFor("gemini-3-flash-preview")).toEqual({ thinkingLevel: "minimal" });
    expect(thinkingConfigFor("gemini-2.0-flash")).toBeUndefined();
    expect(thinkingConfigFor("gemini-2.5-pro")).toBeUndefined();
  });

  it("reads the first candidate's text and skips thought summaries", () => {
    expect(
      geminiEventText({
        candidates: [{ content: { parts: [{ text: "thinking...", thought: true }, { text: "Hi" }, { text: "!" }] } }, { content: { parts: [{ text: "other" }] } }],
      }),
    ).toBe("Hi!");
    expect(geminiEventText({})).toBe("");
  });
});

describe("OpenAI-compatible request", () => {
  it("sends the persona as the system message, streams, with temperature 0.7 and 500 tokens", () => {
    expect(openAiRequestBody([{ role: "user", content: "hi" }], "llama3.2", "PERSONA")).toEqual({
      model: "llama3.2",
      messages: [
        { role: "system", content: "PERSONA" },
        { role: "user", content: "hi" },
      ],
      stream: true,
      temperature: 0.7,
      max_tokens: 500,
    });
  });
});
