/**
 * Marks the framework's module preloads low priority. A prerendered page paints from its HTML and
 * inline stylesheet alone; its JavaScript only makes it interactive, so it should not compete with
 * the document and images on a slow connection (nor be counted as render-blocking by Lighthouse).
 */
export function lowerModulePreloadPriority(html: string): string {
  return html.replaceAll(
    '<link rel="modulepreload" href=',
    '<link rel="modulepreload" fetchpriority="low" href=',
  );
}
