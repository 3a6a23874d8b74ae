import { MemoryGame } from "../../features/games/memory/memory-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("memory"));

export default function MemoryGameRoute() {
  return <MemoryGame />;
}
