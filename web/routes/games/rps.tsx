import { RpsGame } from "../../features/games/rps/rps-game";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = () => gameMeta("rps");

export default function RpsGameRoute() {
  return <RpsGame />;
}
