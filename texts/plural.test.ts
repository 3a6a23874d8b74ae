import { describe, expect, it } from "vitest";
import { refusalTexts } from "./chat-refusals";
import { countText } from "./plural";

const COUNTS = [0, 1, 2, 3, 11, 100];
const MINUTES = { zero: "{count} دقيقة", one: "دقيقة واحدة", two: "دقيقتين", few: "{count} دقائق", many: "{count} دقيقةً", other: "{count} دقيقة" };

describe("counts without the page's messages", () => {
  it("picks each language's form for 0, 1, 2, 3, 11 and 100: Arabic's dual for 2", () => {
    expect(COUNTS.map((n) => countText("ar", MINUTES, n))).toEqual(["0 دقيقة", "دقيقة واحدة", "دقيقتين", "3 دقائق", "11 دقيقةً", "100 دقيقة"]);
    expect(COUNTS.map((n) => countText("en", { one: "{count} minute", other: "{count} minutes" }, n))).toEqual([
      "0 minutes",
      "1 minute",
      "2 minutes",
      "3 minutes",
      "11 minutes",
      "100 minutes",
    ]);
    expect(countText("pt-BR", { one: "{count} minuto", other: "{count} minutos" }, 1)).toBe("1 minuto");
    expect(countText("id", { other: "{count} menit" }, 2)).toBe("2 menit");
  });

  it("writes the number as the language does", () => {
    expect(countText("en", { other: "{count} views" }, 1234)).toBe("1,234 views");
    expect(countText("pt-BR", { other: "{count} visualizações" }, 1234)).toBe("1.234 visualizações");
  });

  it("words the chat's quota refusal with each count's own form", () => {
    expect(refusalTexts("en").quota(30, 1, 2)).toBe("Whoa, speedrunner! 🏃 That's 30 messages in 1 minute. Take a short break and try again in about 2 minutes.");
    expect(refusalTexts("ar").quota(2, 10, 1)).toBe("مهلًا يا بطل! 🏃 أرسلت رسالتين خلال 10 دقائق. خذ استراحة قصيرة وجرّب مرة ثانية بعد دقيقة واحدة تقريبًا.");
    expect(refusalTexts("pt-BR").quota(5, 1, 3)).toContain("5 mensagens em 1 minuto");
  });
});
