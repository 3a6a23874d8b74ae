/**
 * A nickname's identity on the boards and the names refused outright (decision 036).
 *
 * `nameKey` is what two names are compared by: a name on today's boards belongs to the device
 * that put it there, the operator's name block hits its key, and the word filter also reads it.
 * Two names a reader would take for the same name should get the same key:
 *
 * 1. NFKC, trimmed, spaces collapsed (the contract's `normalizeNickname`): full-width and other
 *    compatibility forms become the letters they are.
 * 2. Case folding. `toLowerCase` alone is not Unicode's case folding, so: upper case then lower
 *    case (which folds ſ, ϐ, ᾳ -> αι and the like as full folding does), ß and ẞ -> ss, final
 *    sigma ς -> σ. Turkish İ and ı are taken as the plain i: the key is one key for every
 *    language, and a name spelled with a dotless or dotted i reads as the same name ("Işık",
 *    "ISIK", "işik"). The cost is that Turkish names differing only in that dot share a key.
 * 3. The UTS #39 confusable skeleton: NFD, each character replaced by its prototype from
 *    Unicode's confusables.txt (the kept `unhomoglyph` package is generated from it), NFD again.
 *    A prototype can be a capital (0 -> O), so steps 2 and 3 repeat until the key no longer
 *    changes: the key of a key is itself.
 * 4. Latin small capitals read as the letter: the skeleton maps Cyrillic н to ʜ and в to ʙ (the
 *    small capitals they look like), so without this an all-capital Cyrillic "АЅНА", which reads
 *    as "ASHA", would not meet Asha.
 * 5. Marks on Latin, Cyrillic and Greek letters (and on digits and other Common characters) leave
 *    the key (decision 060): "Aṣha", "Asha̲", "José" and "Nguyễn" share the keys of "Asha", "Jose"
 *    and "Nguyen", so an accent or a dot below cannot make a second "Asha" beside her. The cost:
 *    names that differ only by an accent (Russian й and и) share a key. Marks of the scripts that
 *    write with them (Devanagari matras, Arabic harakat, Thai vowels) stay: "राम" and "रम" are
 *    different names.
 *
 * Case folding comes before the skeleton so that every case variant of a name shares its key
 * ("ASHA" took Asha's row). What that misses: a capital whose small letter looks unlike it, e.g.
 * Greek Η (reads H, small η reads n), so an all-Greek "ΗΑΝΑ" does not meet "Hana"; and a capital I
 * written as l ("lvan" for "Ivan"). Both need a name in one script that reads as another name in
 * another script or case; keys cannot give both case-insensitivity and every visual match (that
 * relation is not transitive), and case-insensitivity is what the boards promise.
 */
import unhomoglyph from "unhomoglyph";
import { NICKNAME_INVISIBLE_MESSAGE, NICKNAME_MARKS_MESSAGE, NICKNAME_MIXED_SCRIPT_MESSAGE, NICKNAME_REFUSED_MESSAGE, normalizeNickname } from "../../../contracts/challenge";
import { isSingleScript } from "./name-scripts";
import { isProfane } from "./nickname-filter";

/** Latin small capitals that the skeleton leaves as they are, read as their letters (step 4). */
const SMALL_CAPITALS: Readonly<Record<string, string>> = {
  ᴀ: "a",
  ʙ: "b",
  ᴅ: "d",
  ᴇ: "e",
  ɢ: "g",
  ʜ: "h",
  ᴊ: "j",
  ĸ: "k",
  ᴋ: "k",
  ʟ: "l",
  ᴍ: "m",
  ʍ: "m",
  ɴ: "n",
  ᴘ: "p",
  ʀ: "r",
  ᴛ: "t",
};
const SMALL_CAPITAL_RE = new RegExp(`[${Object.keys(SMALL_CAPITALS).join("")}]`, "gu");

export function foldCase(text: string): string {
  return text
    .replace(/[İı]/gu, "i")
    .toUpperCase()
    .toLowerCase()
    .replace(/i\u0307/gu, "i")
    .replace(/ß/gu, "ss")
    .replace(/ς/gu, "σ");
}

function skeleton(text: string): string {
  return unhomoglyph(text.normalize("NFD")).normalize("NFD");
}

/** A letter or digit whose marks are decoration (step 5), and the marks after it (NFD). */
const DECORATED = /([\p{scx=Latn}\p{scx=Cyrl}\p{scx=Grek}\p{scx=Zyyy}])\p{M}+/gu;
const dropDecoration = (nfd: string) => nfd.replace(DECORATED, "$1");

/** A name's identity: two names that read the same get the same key (see the file's comment). */
export function nameKey(nickname: string): string {
  let key = normalizeNickname(nickname);
  // Each round can only shorten a name's distance to its fixed point; three rounds reach it for
  // every character in confusables.txt (names.test.ts checks the key of a key is itself).
  for (let round = 0; round < 4; round += 1) {
    const next = dropDecoration(skeleton(foldCase(key)).replace(SMALL_CAPITAL_RE, (c) => SMALL_CAPITALS[c] ?? c));
    if (next === key) break;
    key = next;
  }
  return key.normalize("NFC");
}

// ── Refusals ──────────────────────────────────────────────────────────────────────────────────
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
/**
 * A mark that Unicode's composition (NFC) leaves standing after a Latin, Cyrillic or Greek letter,
 * a digit or another Common character: a combining underline, an enclosing circle, a stack of
 * accents. Every accented letter these languages write composes to one character (é, ṣ, ễ, й) and
 * passes; a mark no language puts there only decorates a name to look like another one.
 */
const LOOSE_MARK = /[\p{scx=Latn}\p{scx=Cyrl}\p{scx=Grek}\p{scx=Zyyy}]\p{M}/u;

/**
 * Why a nickname is refused, in the words the player sees, or null when it may play. Checked on
 * the name as sent and as normalised (NFKC turns U+3164 into U+1160, both invisible).
 */
export function nameProblem(nickname: string): string | null {
  const normalized = normalizeNickname(nickname);
  if (INVISIBLE.test(nickname) || INVISIBLE.test(normalized)) return NICKNAME_INVISIBLE_MESSAGE;
  if (!isSingleScript(normalized)) return NICKNAME_MIXED_SCRIPT_MESSAGE;
  if (LOOSE_MARK.test(normalized.normalize("NFC")) || /\p{Me}/u.test(normalized)) return NICKNAME_MARKS_MESSAGE;
  // The skeleton writes every m as rn (they look alike), so the filter also reads it back as m.
  const key = nameKey(normalized);
  if ([normalized, key, key.replace(/rn/g, "m")].some(isProfane)) return NICKNAME_REFUSED_MESSAGE;
  return null;
}
