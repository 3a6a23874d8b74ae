import { MemoryGame } from "../../features/games/memory/memory-game";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = () => gameMeta("memory");

export default function MemoryGameRoute() {
  return <MemoryGame />;
}
