import { useState } from "react";

/**
 * Which card of a grid is hovered: none or one. Keyboard focus counts
 * as hovering, so the effect is visible without a mouse too. Spread `bind(id)` on each card.
 */
export function useHovered<T extends string>() {
  const [hovered, setHovered] = useState<T | null>(null);
  const leave = (id: T) => setHovered((current) => (current === id ? null : current));
  const bind = (id: T) => ({
    onMouseEnter: () => setHovered(id),
    onMouseLeave: () => leave(id),
    onFocus: () => setHovered(id),
    onBlur: () => leave(id),
  });
  return { hovered, bind };
}
