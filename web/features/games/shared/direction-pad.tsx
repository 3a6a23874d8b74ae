import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from "lucide-react";
import type { SwipeDirection } from "./swipe";

const BUTTONS: readonly { direction: SwipeDirection; Icon: typeof ArrowUp; area: string }[] = [
  { direction: "up", Icon: ArrowUp, area: "col-start-2" },
  { direction: "left", Icon: ArrowLeft, area: "col-start-1 row-start-2" },
  { direction: "down", Icon: ArrowDown, area: "col-start-2 row-start-2" },
  { direction: "right", Icon: ArrowRight, area: "col-start-3 row-start-2" },
];

type Props = {
  /** Names the group and each button: "Move the tiles" with "Move up"... */
  groupLabel: string;
  verb: string;
  onDirection: (direction: SwipeDirection) => void;
};

/** On-screen arrow buttons in a cross, for touch players and anyone without arrow keys. */
export function DirectionPad({ groupLabel, verb, onDirection }: Props) {
  return (
    <div role="group" aria-label={groupLabel} className="grid grid-cols-3 gap-2">
      {BUTTONS.map(({ direction, Icon, area }) => (
        <button key={direction} type="button" aria-label={`${verb} ${direction}`} className={`btn btn-outline min-w-11 px-3 ${area}`} onClick={() => onDirection(direction)}>
          <Icon className="size-5" aria-hidden />
        </button>
      ))}
    </div>
  );
}
