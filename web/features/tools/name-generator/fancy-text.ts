/**
 * Stylish names: bold, italic and fancy Unicode alphabets, mapped by code
 * point (many of them live above U+FFFF, where one character is two UTF-16 units), combined with
 * decorative symbols into 8 variants. Characters an alphabet does not cover pass through
 * unchanged; a lone surrogate never survives into the output.
 */

/** Where A, a and 0 start in an alphabet; `exceptions` covers the letters Unicode placed elsewhere. */
export type Alphabet = {
  upper: number;
  lower: number;
  digits?: number;
  exceptions?: Readonly<Record<string, number>>;
};

export const ALPHABETS = {
  bold: { upper: 0x1d400, lower: 0x1d41a, digits: 0x1d7ce },
  // Italic small h was encoded before the block existed, as PLANCK CONSTANT. No italic digits exist.
  italic: { upper: 0x1d434, lower: 0x1d44e, exceptions: { h: 0x210e } },
  boldItalic: { upper: 0x1d468, lower: 0x1d482 },
  boldScript: { upper: 0x1d4d0, lower: 0x1d4ea },
  boldFraktur: { upper: 0x1d56c, lower: 0x1d586 },
  doubleStruck: {
    upper: 0x1d538,
    lower: 0x1d552,
    digits: 0x1d7d8,
    exceptions: { C: 0x2102, H: 0x210d, N: 0x2115, P: 0x2119, Q: 0x211a, R: 0x211d, Z: 0x2124 },
  },
  sansBold: { upper: 0x1d5d4, lower: 0x1d5ee, digits: 0x1d7ec },
  // Circled digits: ① to ⑨ run from U+2460, and ⓪ sits apart.
  circled: { upper: 0x24b6, lower: 0x24d0, digits: 0x245f, exceptions: { "0": 0x24ea } },
} as const satisfies Record<string, Alphabet>;

const REPLACEMENT_CHARACTER = "\uFFFD";

function mapCharacter(ch: string, alphabet: Alphabet): string {
  const exception = alphabet.exceptions?.[ch];
  if (exception !== undefined) return String.fromCodePoint(exception);
  const cp = ch.codePointAt(0)!;
  if (cp >= 0x41 && cp <= 0x5a) return String.fromCodePoint(alphabet.upper + cp - 0x41);
  if (cp >= 0x61 && cp <= 0x7a) return String.fromCodePoint(alphabet.lower + cp - 0x61);
  if (alphabet.digits !== undefined && cp >= 0x30 && cp <= 0x39) return String.fromCodePoint(alphabet.digits + cp - 0x30);
  // for..of yields a lone surrogate on its own; it cannot be shown, so it becomes U+FFFD.
  if (cp >= 0xd800 && cp <= 0xdfff) return REPLACEMENT_CHARACTER;
  return ch;
}

/** Maps every code point of `text` through `alphabet`. */
export function toAlphabet(text: string, alphabet: Alphabet): string {
  let out = "";
  for (const ch of text) out += mapCharacter(ch, alphabet);
  return out;
}

export type FancyVariant = { id: string; label: string; text: string };

type VariantRecipe = { id: string; label: string; alphabet: Alphabet; before: string; after: string };

const VARIANTS: readonly VariantRecipe[] = [
  { id: "bold-wings", label: "Bold", alphabet: ALPHABETS.bold, before: "꧁༺ ", after: " ༻꧂" },
  { id: "italic-stars", label: "Italic", alphabet: ALPHABETS.italic, before: "★彡 ", after: " 彡★" },
  { id: "script-frame", label: "Script", alphabet: ALPHABETS.boldScript, before: "『", after: "』" },
  { id: "gothic-sparkle", label: "Gothic", alphabet: ALPHABETS.boldFraktur, before: "✦ ", after: " ✦" },
  { id: "outline-brackets", label: "Outline", alphabet: ALPHABETS.doubleStruck, before: "【", after: "】" },
  { id: "sans-boss", label: "Sans bold", alphabet: ALPHABETS.sansBold, before: "亗 ", after: " 亗" },
  { id: "circled-bolt", label: "Bubble", alphabet: ALPHABETS.circled, before: "⚡", after: "⚡" },
  { id: "bold-italic-fire", label: "Bold italic", alphabet: ALPHABETS.boldItalic, before: "🔥 ", after: " 🔥" },
];

/** The 8 stylish versions of a name, in a fixed order. */
export function fancyVariants(name: string): FancyVariant[] {
  return VARIANTS.map(({ id, label, alphabet, before, after }) => ({ id, label, text: `${before}${toAlphabet(name, alphabet)}${after}` }));
}
