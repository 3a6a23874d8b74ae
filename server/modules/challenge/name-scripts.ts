/**
 * Whether a nickname keeps to one script (Unicode UTS #39 restriction level "highly restrictive"), so that a name
 * mixing scripts to look like another name is refused (decision 036; names.ts says which names are
 * refused and why).
 */
/**
 * Unicode's scripts by ISO 15924 code. Script_Extensions is read from the regular expression
 * engine (`\p{scx=...}`, the ICU data Node ships), so only the list of names lives here;
 * name-scripts.test.ts checks that every letter, mark and digit outside Common and Inherited belongs to
 * one of them, so a script added in a later Unicode fails the test instead of passing unseen.
 */
const SCRIPT_CODES = [
  "Adlm",
  "Aghb",
  "Ahom",
  "Arab",
  "Armi",
  "Armn",
  "Avst",
  "Bali",
  "Bamu",
  "Bass",
  "Batk",
  "Beng",
  "Berf",
  "Bhks",
  "Bopo",
  "Brah",
  "Brai",
  "Bugi",
  "Buhd",
  "Cakm",
  "Cans",
  "Cari",
  "Cham",
  "Cher",
  "Chis",
  "Chrs",
  "Copt",
  "Cpmn",
  "Cprt",
  "Cyrl",
  "Deva",
  "Diak",
  "Dogr",
  "Dsrt",
  "Dupl",
  "Egyp",
  "Elba",
  "Elym",
  "Ethi",
  "Gara",
  "Geor",
  "Glag",
  "Gong",
  "Gonm",
  "Goth",
  "Gran",
  "Grek",
  "Gujr",
  "Gukh",
  "Guru",
  "Hang",
  "Hani",
  "Hano",
  "Hatr",
  "Hebr",
  "Hira",
  "Hluw",
  "Hmng",
  "Hmnp",
  "Hung",
  "Ital",
  "Java",
  "Kali",
  "Kana",
  "Kawi",
  "Khar",
  "Khmr",
  "Khoj",
  "Kits",
  "Knda",
  "Krai",
  "Kthi",
  "Lana",
  "Laoo",
  "Latn",
  "Lepc",
  "Limb",
  "Lina",
  "Linb",
  "Lisu",
  "Lyci",
  "Lydi",
  "Mahj",
  "Maka",
  "Mand",
  "Mani",
  "Marc",
  "Medf",
  "Mend",
  "Merc",
  "Mero",
  "Mlym",
  "Modi",
  "Mong",
  "Mroo",
  "Mtei",
  "Mult",
  "Mymr",
  "Nagm",
  "Nand",
  "Narb",
  "Nbat",
  "Newa",
  "Nkoo",
  "Nshu",
  "Ogam",
  "Olck",
  "Onao",
  "Orkh",
  "Orya",
  "Osge",
  "Osma",
  "Ougr",
  "Palm",
  "Pauc",
  "Perm",
  "Phag",
  "Phli",
  "Phlp",
  "Phnx",
  "Plrd",
  "Prti",
  "Rjng",
  "Rohg",
  "Runr",
  "Samr",
  "Sarb",
  "Saur",
  "Sgnw",
  "Shaw",
  "Shrd",
  "Sidd",
  "Sidt",
  "Sind",
  "Sinh",
  "Sogd",
  "Sogo",
  "Sora",
  "Soyo",
  "Sund",
  "Sunu",
  "Sylo",
  "Syrc",
  "Tagb",
  "Takr",
  "Tale",
  "Talu",
  "Taml",
  "Tang",
  "Tavt",
  "Tayo",
  "Telu",
  "Tfng",
  "Tglg",
  "Thaa",
  "Thai",
  "Tibt",
  "Tirh",
  "Tnsa",
  "Todr",
  "Tols",
  "Toto",
  "Tutg",
  "Ugar",
  "Vaii",
  "Vith",
  "Wara",
  "Wcho",
  "Xpeo",
  "Xsux",
  "Yezi",
  "Yiii",
  "Zanb",
] as const;

/** The scripts this Node's Unicode data knows (a newer name than its data is left out, not fatal). */
export const KNOWN_SCRIPTS: ReadonlyArray<{ code: string; test: RegExp }> = SCRIPT_CODES.flatMap((code) => {
  try {
    return [{ code, test: new RegExp(`^\\p{scx=${code}}$`, "u") }];
  } catch {
    return [];
  }
});

const COMMON_OR_INHERITED = /^[\p{scx=Zyyy}\p{scx=Zinh}]$/u;

/** UTS #39's augmented script set of one character: Han also counts as Japanese, Korean and
 * Han-with-Bopomofo; Hiragana and Katakana as Japanese; Hangul as Korean. null: any script. */
function scriptsOf(char: string): Set<string> | null {
  if (COMMON_OR_INHERITED.test(char)) return null;
  const scripts = new Set(KNOWN_SCRIPTS.filter((s) => s.test.test(char)).map((s) => s.code));
  if (scripts.has("Hani")) ["Hanb", "Jpan", "Kore"].forEach((s) => scripts.add(s));
  if (scripts.has("Hira") || scripts.has("Kana")) scripts.add("Jpan");
  if (scripts.has("Hang")) scripts.add("Kore");
  if (scripts.has("Bopo")) scripts.add("Hanb");
  return scripts;
}

/** Latin may join each East Asian set, as UTS #39's "highly restrictive" level allows. */
const HIGHLY_RESTRICTIVE_SETS = [new Set(["Latn", "Jpan"]), new Set(["Latn", "Hanb"]), new Set(["Latn", "Kore"])];

/** UTS #39 "highly restrictive": one script (Common and Inherited fit any), or Latin with one East Asian set. */
export function isSingleScript(name: string): boolean {
  const sets = [...name].map(scriptsOf).filter((s): s is Set<string> => s !== null);
  if (sets.length === 0) return true;
  const [first, ...rest] = sets;
  const shared = [...(first ?? [])].filter((script) => rest.every((s) => s.has(script)));
  if (shared.length > 0) return true;
  return HIGHLY_RESTRICTIVE_SETS.some((allowed) => sets.every((s) => [...s].some((script) => allowed.has(script))));
}
