import { params } from "@nanostores/i18n";
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from "lucide-react";
import { defineMessages, useMessages } from "../../../i18n/i18n";
import type { SwipeDirection } from "./swipe";

const BUTTONS: readonly { direction: SwipeDirection; Icon: typeof ArrowUp; area: string }[] = [
  { direction: "up", Icon: ArrowUp, area: "col-start-2" },
  { direction: "left", Icon: ArrowLeft, area: "col-start-1 row-start-2" },
  { direction: "down", Icon: ArrowDown, area: "col-start-2 row-start-2" },
  { direction: "right", Icon: ArrowRight, area: "col-start-3 row-start-2" },
];

/** Each button's name: the caller's verb and the way ("Turn up"); a language may put the way first. */
const directionPadMessages = defineMessages("games-direction-pad", {
  button: params("{verb} {direction}"),
  up: "up",
  down: "down",
  left: "left",
  right: "right",
});

type Props = {
  /** Names the group and each button: "Move the tiles" with "Move up"... (in the page's language). */
  groupLabel: string;
  verb: string;
  onDirection: (direction: SwipeDirection) => void;
  /** While the game takes no moves (2048's victory, until Keep Playing): the cross keeps its place, its buttons off. */
  disabled?: boolean;
};

/**
 * On-screen arrow buttons in a cross, for touch players and anyone without arrow keys. The cross
 * keeps its left and right in a right-to-left page: the left arrow moves left.
 */
export function DirectionPad({ groupLabel, verb, onDirection, disabled = false }: Props) {
  const t = useMessages(directionPadMessages);
  return (
    <div role="group" aria-label={groupLabel} dir="ltr" className="grid grid-cols-3 gap-2">
      {BUTTONS.map(({ direction, Icon, area }) => (
        <button
          key={direction}
          type="button"
          aria-label={t.button({ verb, direction: t[direction] })}
          className={`btn btn-outline min-w-11 px-3 ${area}`}
          disabled={disabled}
          onClick={() => onDirection(direction)}
        >
          <Icon className="size-5" aria-hidden />
        </button>
      ))}
    </div>
  );
}
