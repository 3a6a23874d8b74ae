/** The built-in assistant's intents for the games, the generators and the utilities. */
import { GAMES, GENERATOR_TOOLS, SENSITIVITY_MODES, TOOLS_PATH, UTILITY_TOOLS, UTILITY_TOOLS_PATH } from "../../../contracts/site-knowledge";
import { gamesNamedIn, type Intent } from "./built-in-question";
import { joinList, toolAnswer } from "./site-facts";

export const PLAY_INTENTS: readonly Intent[] = [
  {
    id: "game",
    cues: [],
    score: (q) => (gamesNamedIn(q).length > 0 ? 4 : 0),
    answer: (q) =>
      gamesNamedIn(q)
        .map((g) => `${g.name} is at ${g.path}. ${g.description}`)
        .join(" ") + ` It runs right in your browser, by touch or keyboard. Go get that high score! 🎮 All ${GAMES.length} games: /games.`,
  },
  {
    id: "games",
    cues: [
      [/\bgames?\b/, 2],
      [/\b(play|bored|mini ?games?|browser games?)\b/, 1],
    ],
    answer: () =>
      `We've got ${GAMES.length} free browser games 🎮: ${joinList(GAMES.map((g) => g.name))}. Pick one at /games and play by touch or keyboard, no download needed. GG in advance!`,
  },
  {
    id: "qr",
    cues: [[/\bqr\b|\bqr ?code|\bbarcode\b/, 6]],
    answer: () => toolAnswer(UTILITY_TOOLS, "qr-code", "Type your text or link, generate, and download the PNG. It all runs in your browser."),
  },
  {
    id: "image",
    cues: [
      [/\b(images?|photos?|pictures?|pics?|jpe?g|png|screenshots?)\b/, 2],
      [/\b(compress|compressor|resize|shrink|reduce|smaller)\b/, 3],
    ],
    answer: () => toolAnswer(UTILITY_TOOLS, "image-compressor", "Nothing is uploaded: it works right in your browser."),
  },
  {
    id: "tts",
    cues: [[/\btext to speech\b|\btts\b|\bspeak\b|\bvoice\b|\bread (it |my text |text )?(aloud|out loud)\b/, 5]],
    answer: () => toolAnswer(UTILITY_TOOLS, "text-to-speech", "Paste your text, press Speak, and Stop whenever you like."),
  },
  {
    id: "clipboard",
    cues: [[/\bclipboard\b|\bnotes?\b/, 5]],
    answer: () => toolAnswer(UTILITY_TOOLS, "clipboard-manager", "Notes stay only while the page is open, so copy out what you need."),
  },
  {
    id: "sensitivity",
    cues: [[/\bsensi(tivity)?\b|\bdpi\b|\bheadshot settings?\b|\bsettings? for (headshots?|sniper|rush)/, 6]],
    answer: () => toolAnswer(GENERATOR_TOOLS, "sensitivity-generator", `Pick ${joinList(SENSITIVITY_MODES)}, generate, then download your settings. Headshots incoming! 🎯`),
  },
  {
    id: "password",
    cues: [[/\bpasswords?\b/, 4]],
    answer: () => toolAnswer(GENERATOR_TOOLS, "password-generator", "Generate one, copy it, and keep it secret."),
  },
  {
    id: "name-generator",
    cues: [[/\b(nick ?names?|names?|stylish|fancy|fonts?)\b/, 3]],
    answer: () => toolAnswer(GENERATOR_TOOLS, "ff-name-generator", "Type your name, hit Generate and copy the one you like. Drip level: legendary ✨"),
  },
  {
    id: "tools",
    cues: [[/\b(tools?|generators?|utilit(y|ies))\b/, 2]],
    answer: () =>
      `Generators at ${TOOLS_PATH}: ${joinList(GENERATOR_TOOLS.map((t) => t.name))}. Utilities at ${UTILITY_TOOLS_PATH}: ${joinList(UTILITY_TOOLS.map((t) => t.name))}. All free, no signup 🛠️`,
  },
];
