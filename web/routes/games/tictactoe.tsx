import { gameMeta } from "../../features/games/shared/game-meta";
import { TicTacToeGame } from "../../features/games/tictactoe/tictactoe-game";

export const meta = () => gameMeta("tictactoe");

export default function TicTacToeGameRoute() {
  return <TicTacToeGame />;
}
