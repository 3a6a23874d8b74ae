import { describe, expect, it } from "vitest";
import { NICKNAME_INVISIBLE_MESSAGE, NICKNAME_MARKS_MESSAGE, NICKNAME_MIXED_SCRIPT_MESSAGE, NICKNAME_REFUSED_MESSAGE, nicknameSchema } from "../../../contracts/challenge";
import { isSingleScript } from "./name-scripts";
import { foldCase, nameKey, nameProblem } from "./names";

const CHARS = "abcdefghijklmnopqrstuvwxyz0123456789";

describe("nameKey", () => {
  it("gives Asha's case variants, full-width form and Cyrillic and Greek look-alikes one key", () => {
    const variants = [
      "Asha",
      "ASHA",
      "asha",
      "\u0410sha", // Cyrillic capital A
      "\u0391sha", // Greek capital Alpha
      "Ash\u0430", // Cyrillic small a
      "\uFF21\uFF53\uFF48\uFF41", // full-width letters
      "\u0410\u0405\u041D\u0410", // all-Cyrillic capitals that read ASHA
      "  Asha ",
    ];
    for (const name of variants) expect(nameKey(name), JSON.stringify(name)).toBe(nameKey("Asha"));
  });

  it("folds case fully, not just lower case: ß and ẞ, final sigma, Turkish dotted and dotless i", () => {
    expect(nameKey("Strauß")).toBe(nameKey("STRAUSS"));
    expect(nameKey("STRAU\u1E9E")).toBe(nameKey("strauss"));
    expect(foldCase("ΟΔΥΣΣΕΥΣ")).toBe(foldCase("οδυσσευς"));
    expect(foldCase("Işık")).toBe("işik");
    expect(nameKey("IŞIK")).toBe(nameKey("ışık"));
    expect(nameKey("\u0130SMA\u0130L")).toBe(nameKey("ismail"));
  });

  it("matches the skeleton's look-alikes: 0 and O, rn and m", () => {
    expect(nameKey("B0B")).toBe(nameKey("bob"));
    expect(nameKey("Sarn")).toBe(nameKey("Sam"));
  });

  it("keeps names that only look different apart", () => {
    expect(nameKey("Asha")).not.toBe(nameKey("Usha"));
    expect(nameKey("Asha")).not.toBe(nameKey("Asha2"));
    expect(nameKey("Иван")).not.toBe(nameKey("Ivan"));
  });

  it("folds marks on Latin, Cyrillic and Greek letters into the key: the red team's Aṣha, Asha̲ and Asha⃝ are Asha", () => {
    for (const name of ["A\u1E63ha", "As\u0323ha", "Asha\u0332", "Asha\u20DD", "A\u0301sha", "\u0391\u0301sha"]) {
      expect(nameKey(name), JSON.stringify(name)).toBe(nameKey("Asha"));
    }
    expect(nameKey("José")).toBe(nameKey("Jose"));
    expect(nameKey("Nguyễn")).toBe(nameKey("NGUYEN"));
  });

  it("keeps the marks of scripts that are written with them: Devanagari matras and viramas, Arabic harakat", () => {
    expect(nameKey("राम")).not.toBe(nameKey("रम"));
    expect(nameKey("कृष्ण")).not.toBe(nameKey("कषण"));
    expect(nameKey("مُحَمَّد")).not.toBe(nameKey("محمد"));
    expect(nameKey("مُحَمَّد")).toBe(nameKey("مُحَمَّد".normalize("NFD")));
  });

  it("is its own key: the key of any letter's or digit's key is that key", () => {
    const unstable: string[] = [];
    for (let cp = 0x20; cp < 0x30000; cp += 1) {
      const char = String.fromCodePoint(cp);
      if (!/[\p{L}\p{N}]/u.test(char)) continue;
      const key = nameKey(char);
      if (nameKey(key) !== key) unstable.push(cp.toString(16));
    }
    expect(unstable).toEqual([]);
  });
});

describe("nameProblem", () => {
  it("refuses invisible characters: U+034F, U+FE0F, U+200B, U+3164 (which NFKC stores as U+1160)", () => {
    for (const name of ["Asha\u034F", "Asha\uFE0F", "As\u200Bha", "\u3164Asha", "Asha\u1160", "Asha\u00AD"]) {
      expect(nameProblem(name), JSON.stringify(name)).toBe(NICKNAME_INVISIBLE_MESSAGE);
    }
  });

  it("refuses U+3164 even after the contract's schema has normalised the name", () => {
    const parsed = nicknameSchema.parse("Asha\u3164x");
    expect(parsed).toContain("\u1160");
    expect(nameProblem(parsed)).toBe(NICKNAME_INVISIBLE_MESSAGE);
  });

  it("refuses marks that do not compose with a Latin, Cyrillic or Greek letter or a digit, and every enclosing mark", () => {
    // The red team's underline (U+0332) and enclosing circle (U+20DD); a stack of accents; a marked digit.
    for (const name of ["Asha\u0332", "Asha\u20DD", "A\u0332s\u0332h\u0332a\u0332", "Ase\u0301\u0301\u0301", "Asha7\u0301", "\u0410\u0332\u0405\u041D\u0410", "राम\u20DD"]) {
      expect(nameProblem(name), JSON.stringify(name)).toBe(NICKNAME_MARKS_MESSAGE);
    }
    // A dot below composes (ṣ is one letter, as in Sanskrit transliteration): allowed, and keyed as Asha.
    expect(nameProblem("A\u1E63ha")).toBeNull();
    expect(nameProblem("As\u0323ha")).toBeNull();
  });

  it("lets names written with combining marks through: Hindi, Arabic with harakat, Thai, Bengali, Vietnamese", () => {
    for (const name of ["कृष्णा", "श्रेया", "मुस्कान", "مُحَمَّد", "عَلِيّ", "สมชาย", "সুমন", "Nguyễn Thị", "Đặng", "Ñoño", "Йозеф"]) {
      expect(nameProblem(name), name).toBeNull();
      expect(nameProblem(name.normalize("NFD")), `${name} (NFD)`).toBeNull();
    }
  });

  it("refuses names mixing scripts: Latin with a Cyrillic or Greek letter", () => {
    for (const name of ["\u0410sha", "\u0391sha", "Ash\u0430", "Pay\u0440al", "Rahulक"]) {
      expect(nameProblem(name), JSON.stringify(name)).toBe(NICKNAME_MIXED_SCRIPT_MESSAGE);
    }
  });

  it("lets real names in one script through, with digits, spaces, _ and -", () => {
    const names = ["Asha", "राहुल", "أحمد", "Иван", "Ιωάννης", "さくら", "田中さくら", "タナカ_2", "김민준", "José", "Nguyễn", "Zoë-Marie 7", "Işık", "Ken さくら"];
    for (const name of names) expect(nameProblem(name), name).toBeNull();
  });

  it("refuses Japanese kana with Hangul, which no one script or East Asian set holds", () => {
    expect(nameProblem("さくら김")).toBe(NICKNAME_MIXED_SCRIPT_MESSAGE);
    expect(isSingleScript("田中김")).toBe(true); // Han with Hangul is Korean
  });

  it("refuses a listed word in the name and in its skeleton: digits and look-alike capitals", () => {
    expect(nameProblem("Big Shit")).toBe(NICKNAME_REFUSED_MESSAGE);
    expect(nameProblem("b00bs")).toBe(NICKNAME_REFUSED_MESSAGE);
    expect(nameKey("b00bs")).toBe("boobs");
    expect(nameProblem("ЅНІТ")).toBe(NICKNAME_REFUSED_MESSAGE); // all Cyrillic, reads SHIT
    expect(nameProblem("Cum")).toBe(NICKNAME_REFUSED_MESSAGE); // its key spells m as rn
  });

  it("keeps ordinary names that contain a listed word inside another word", () => {
    for (const name of ["Cassandra", "Ashish", "Hitesh", "Sebastian", "Scunthorpe", "Bjorn", "Corny"]) expect(nameProblem(name), name).toBeNull();
  });

  it("never refuses a word of one or two letters or digits, nor names of initials and numbers", () => {
    const refused: string[] = [];
    for (const a of CHARS) {
      if (nameProblem(a) !== null) refused.push(a);
      for (const b of CHARS) if (nameProblem(a + b) !== null) refused.push(a + b);
    }
    expect(refused).toEqual([]);
    for (const name of ["Rahul B", "Team 5", "Player T", "No Mercy", "Raj SH"]) expect(nameProblem(name), name).toBeNull();
  });
});
