/** Every game's hub line and how-to-play note, for the games hub (a game's page imports only its own). */
import type { GameId } from "../../../contracts/games";
import type { GameAbout } from "../games";
import { about as tictactoe } from "./tictactoe";
import { about as snake } from "./snake";
import { about as memory } from "./memory";
import { about as flappy } from "./flappy";
import { about as rps } from "./rps";
import { about as simon } from "./simon";
import { about as game2048 } from "./2048";
import { about as whack } from "./whack";
import { about as pong } from "./pong";
import { about as colormatch } from "./colormatch";
import { about as typing } from "./typing";
import { about as sliding } from "./sliding";
import { about as breakout } from "./breakout";
import { about as connect4 } from "./connect4";

export const GAME_ABOUT: Record<GameId, GameAbout> = {
  tictactoe,
  snake,
  memory,
  flappy,
  rps,
  simon,
  "2048": game2048,
  whack,
  pong,
  colormatch,
  typing,
  sliding,
  breakout,
  connect4,
};
