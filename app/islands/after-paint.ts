/**
 * Runs `run` once the page has loaded and the frame after it is on screen: when this site's islands
 * start, and when their runtime is fetched (decision 29, decision 31).
 */
export function afterPaint(run: () => void) {
  // A page can load before it paints; requestAnimationFrame runs just before the next paint, so a
  // task queued from it runs once that frame is on screen.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(run));
  if (document.readyState === "complete") afterNextFrame();
  else addEventListener("load", afterNextFrame, { once: true });
}
