import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatRequestSchema } from "../../../contracts/chat-schema";
import { TRANSLATED_LOCALES } from "../../../contracts/locales";
import { SITE_PATHS } from "../../../contracts/site-knowledge";
import { buildApp } from "../../app";
import { testConfig } from "../../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import { answerQuestion, FALLBACK_INTENT, INTENT_IDS } from "./built-in-answers";
import { VIP_BENEFITS_IN } from "./built-in-answer-kit";
import { TRANSLATED_ANSWERS } from "./built-in-answers-translated";
import { geminiRequestBody } from "./gemini";
import { openAiRequestBody } from "./openai-compatible";
import { buildPersona, languageInstruction, personaFor } from "./persona";
import { REFUSAL_TEXTS } from "../../../texts/chat-refusals";
import { quotaMessage } from "./routes";
import { VIP_BENEFITS } from "../../../contracts/site-knowledge";

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabaseKinds()[0]!.open();
});
afterAll(() => database.close());

const question = (content: string, lang?: unknown) => ({ messages: [{ role: "user", content }], ...(lang === undefined ? {} : { lang }) });

describe("the chat request's language", () => {
  it("is optional (an older client sends none) and one of the site's languages", () => {
    expect(chatRequestSchema.parse(question("hi")).lang).toBeUndefined();
    expect(chatRequestSchema.parse(question("hi", "pt-BR")).lang).toBe("pt-BR");
    const bad = chatRequestSchema.safeParse(question("hi", "fr"));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("The language must be one of en, hi, pt-BR, id, ar.");
  });
});

describe("POST /api/chat in the visitor's language", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig({ CHAT_QUOTA_MAX: "2", CHAT_QUOTA_WINDOW_MS: "600000" }), { database });
  });
  afterAll(() => app.close());
  const ask = (payload: unknown, remoteAddress = "198.51.100.50") =>
    app.inject({ method: "POST", url: "/api/chat", remoteAddress, headers: { "content-type": "application/json" }, payload: JSON.stringify(payload) });

  it("answers with the built-in answer in Hindi, and in English without a language", async () => {
    const hindi = await ask(question("How do I get free likes?", "hi"), "198.51.100.51");
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toBe(answerQuestion("How do I get free likes?", "hi").text);
    expect(hindi.body).toContain("फ़्री लाइक्स");
    expect(hindi.body).toContain("/ff-bots/likes");
    const english = await ask(question("How do I get free likes?"), "198.51.100.52");
    expect(english.body).toBe(answerQuestion("How do I get free likes?").text);
  });

  it("refuses an unknown language with 400", async () => {
    const res = await ask(question("hi", "klingon"), "198.51.100.53");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The language must be one of en, hi, pt-BR, id, ar.");
  });

  it("says the quota refusal in the visitor's language", async () => {
    for (let i = 0; i < 2; i++) expect((await ask(question("hi", "ar"), "198.51.100.54")).statusCode).toBe(200);
    const res = await ask(question("hi", "ar"), "198.51.100.54");
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(quotaMessage(2, 600_000, Number(res.headers["retry-after"]), "ar"));
    expect(res.json().message).toContain("مهلًا");
  });
});

describe("the model's system instruction", () => {
  const persona = buildPersona();

  it("names the visitor's language when it is not English, and is unchanged for English", () => {
    expect(personaFor(persona, "en")).toBe(persona);
    expect(personaFor(persona)).toBe(persona);
    expect(personaFor(persona, "hi")).toBe(`${persona}\n\n${languageInstruction("hi")}`);
    expect(languageInstruction("hi")).toContain("Always answer in Hindi");
    expect(languageInstruction("pt-BR")).toContain("Brazilian Portuguese");
    expect(languageInstruction("ar")).toContain("Arabic");
  });

  it("reaches both kinds of model in their request body", () => {
    const messages = [{ role: "user" as const, content: "oi" }];
    expect(geminiRequestBody(messages, "gemini-2.5-flash", personaFor(persona, "id")).systemInstruction.parts[0]!.text).toContain("Indonesian");
    expect(openAiRequestBody(messages, "m", personaFor(persona, "pt-BR")).messages[0]!.content).toContain("Brazilian Portuguese");
  });
});

describe("the built-in answers in every language", () => {
  const ids = [...INTENT_IDS, FALLBACK_INTENT];

  it.each(TRANSLATED_LOCALES)("%s answers every intent, mentioning only the site's paths", (lang) => {
    const known = new Set(SITE_PATHS);
    for (const id of ids) {
      const answer = TRANSLATED_ANSWERS[lang][id];
      expect(answer, `${lang} ${id}`).toBeDefined();
      const text = answer!({ text: "snake", compact: "snake" });
      expect(text.length).toBeGreaterThan(20);
      for (const path of text.match(/(?<![\w.:/])\/[a-z0-9/-]*[a-z0-9]/g) ?? []) expect(known, `${path} in ${lang} ${id}`).toContain(path);
    }
    expect(Object.keys(TRANSLATED_ANSWERS[lang]).sort()).toEqual([...ids].sort());
    expect(VIP_BENEFITS_IN[lang]).toHaveLength(VIP_BENEFITS.length);
    expect(Object.keys(REFUSAL_TEXTS[lang]).sort()).toEqual(Object.keys(REFUSAL_TEXTS.en).sort());
  });

  it("matches the same intent whatever the language, and understands a few words of each", () => {
    expect(answerQuestion("what is VIP", "pt-BR").intent).toBe("vip");
    expect(answerQuestion("फ्री लाइक्स कैसे मिलेंगे?", "hi").intent).toBe("likes");
    expect(answerQuestion("quero curtidas grátis", "pt-BR").intent).toBe("likes");
    expect(answerQuestion("ada game apa saja?", "id").intent).toBe("games");
    expect(answerQuestion("مرحبا", "ar").intent).toBe("greeting");
    expect(answerQuestion("शुक्रिया भाई", "hi").text).toContain("GG");
    expect(answerQuestion("how to play snake", "ar").text).toContain("Snake (/games/snake)");
  });
});
