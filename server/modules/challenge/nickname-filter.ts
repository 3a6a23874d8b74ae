/**
 * Nicknames on a kept profanity list are refused. The list is the @2toad/profanity package's
 * (English, Spanish, Portuguese, French, German, Italian and Hindi in Latin letters: the site's
 * audience in India, Brazil and beyond). Whole words only: substring matching refused ordinary
 * names (Cassandra, Ashish, Hitesh, Sebastian) when tried. Each word of the nickname is checked,
 * and the nickname with its separators taken out, so "bad_word" and "bad word" are caught too.
 */
import { Profanity } from "@2toad/profanity";

const filter = new Profanity({ languages: ["en", "es", "pt", "fr", "de", "it", "hi"], wholeWord: true });

/**
 * Entries of one or two characters in that list, taken out: as whole words they refused ordinary
 * nicknames ("Rahul B", "Team 5", "Player T", "No Mercy": initials, numbers, the Spanish "no").
 * nickname-filter.test.ts checks every one- and two-character word, so a new short entry in a
 * later release of the list fails the test instead of refusing players.
 */
export const ORDINARY_SHORT_WORDS = ["5", "b", "b1", "dl", "i3", "no", "p0", "sh", "t"] as const;
filter.removeWords([...ORDINARY_SHORT_WORDS]);

export function isProfane(nickname: string): boolean {
  const lower = nickname.toLowerCase();
  const words = lower.split(/[\s_-]+/).filter(Boolean);
  return [...words, words.join(""), words.join(" ")].some((candidate) => filter.exists(candidate));
}
