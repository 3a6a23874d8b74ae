// The one seeded random source lives with the game engines (games/shared/random.ts), because the
// server replays challenge runs with it; the rest of the web app keeps importing it from here.
export { type Random, randomInt, seededRandom } from "../../games/shared/random";
