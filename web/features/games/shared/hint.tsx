/**
 * A how-to line in two wordings: one for a keyboard and mouse, one for a touch screen (a phone
 * has no Space bar). CSS picks by the primary pointer, so the prerendered page is already right
 * and nothing changes after hydration; a screen reader reads the one that is shown.
 */
export function Hint({ keys, touch }: { keys: string; touch: string }) {
  return (
    <>
      <span className="pointer-coarse:hidden">{keys}</span>
      <span className="hidden pointer-coarse:inline">{touch}</span>
    </>
  );
}
