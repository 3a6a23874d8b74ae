import { SimonGame } from "../../features/games/simon/simon-game";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = () => gameMeta("simon");

export default function SimonGameRoute() {
  return <SimonGame />;
}
