/**
 * `client:painted`, the one directive every island here hydrates with: once the page has loaded and
 * painted the frame after it. Nothing is fetched or run before the visitor sees the page, so a page
 * with code paints as soon as the same page without it (decision 29).
 */
import type { ClientDirective } from "astro";

const painted: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  // A page can load before it paints; requestAnimationFrame runs just before the next paint, so a
  // task queued from it runs once that frame is on screen.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(hydrate));
  if (document.readyState === "complete") afterNextFrame();
  else addEventListener("load", afterNextFrame, { once: true });
};

export default painted;
