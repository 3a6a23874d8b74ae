/**
 * Nicknames on a kept profanity list are refused. The list is the @2toad/profanity package's
 * (English, Spanish, Portuguese, French, German, Italian and Hindi in Latin letters: the site's
 * audience in India, Brazil and beyond). Whole words only: substring matching refused ordinary
 * names (Cassandra, Ashish, Hitesh, Sebastian) when tried. Each word of the nickname is checked,
 * and the nickname with its separators taken out, so "bad_word" and "bad word" are caught too.
 */
import { Profanity } from "@2toad/profanity";

const filter = new Profanity({ languages: ["en", "es", "pt", "fr", "de", "it", "hi"], wholeWord: true });

export function isProfane(nickname: string): boolean {
  const lower = nickname.toLowerCase();
  const words = lower.split(/[\s_-]+/).filter(Boolean);
  return [...words, words.join(""), words.join(" ")].some((candidate) => filter.exists(candidate));
}
