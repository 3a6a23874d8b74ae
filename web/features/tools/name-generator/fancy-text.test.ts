import { describe, expect, it } from "vitest";
import { ALPHABETS, fancyVariants, toAlphabet } from "./fancy-text";

const isWellFormed = (s: string) => (s as string & { isWellFormed(): boolean }).isWellFormed();

describe("toAlphabet", () => {
  it("maps letters and digits by code point into the astral-plane alphabets", () => {
    expect(toAlphabet("Az09", ALPHABETS.bold)).toBe("𝐀𝐳𝟎𝟗");
    expect(toAlphabet("Az09", ALPHABETS.sansBold)).toBe("𝗔𝘇𝟬𝟵");
    expect(toAlphabet("Az09", ALPHABETS.doubleStruck)).toBe("𝔸𝕫𝟘𝟡");
    expect(toAlphabet("Az", ALPHABETS.boldScript)).toBe("𝓐𝔃");
    expect(toAlphabet("Az", ALPHABETS.boldFraktur)).toBe("𝕬𝖟");
    expect(toAlphabet("Az", ALPHABETS.boldItalic)).toBe("𝑨𝒛");
  });

  it("uses the letters Unicode encoded outside the block (italic h, double-struck C H N P Q R Z)", () => {
    expect(toAlphabet("ghi", ALPHABETS.italic)).toBe("𝑔ℎ𝑖");
    expect(toAlphabet("CHNPQRZ", ALPHABETS.doubleStruck)).toBe("ℂℍℕℙℚℝℤ");
  });

  it("maps circled digits including the separately encoded zero", () => {
    expect(toAlphabet("Ab0159", ALPHABETS.circled)).toBe("Ⓐⓑ⓪①⑤⑨");
  });

  it("passes unmapped characters through unchanged, digits included where an alphabet has none", () => {
    expect(toAlphabet("é-7 😀", ALPHABETS.italic)).toBe("é-7 😀");
    expect(toAlphabet("Ñ_ü", ALPHABETS.bold)).toBe("Ñ_ü");
  });

  it("replaces a lone surrogate instead of passing half a character on", () => {
    expect(toAlphabet("a\uD83Db", ALPHABETS.bold)).toBe("𝐚\uFFFD𝐛");
    expect(toAlphabet("\uDE00", ALPHABETS.bold)).toBe("\uFFFD");
  });
});

describe("fancyVariants", () => {
  it("gives 8 variants combining the alphabets with decorative symbols", () => {
    const variants = fancyVariants("Raj");
    expect(variants).toHaveLength(8);
    expect(new Set(variants.map((v) => v.text)).size).toBe(8);
    expect(variants[0]?.text).toBe("꧁༺ 𝐑𝐚𝐣 ༻꧂");
    expect(variants[1]?.text).toBe("★彡 𝑅𝑎𝑗 彡★");
  });

  it("every variant of a name with letters, digits and an emoji is valid Unicode", () => {
    for (const name of ["Ghost99 😈", "zH7🔥q0", "Ωmega 🇮🇳 2"]) {
      for (const { text } of fancyVariants(name)) {
        expect(isWellFormed(text), text).toBe(true);
        expect(text).toContain(name.includes("😈") ? "😈" : name.includes("🔥") ? "🔥" : "🇮🇳");
      }
    }
  });
});
