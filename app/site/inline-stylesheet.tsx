import stylesheet from "../app.css?inline";

/**
 * The whole stylesheet (about 6 KB gzip) is inlined in every prerendered page, so the first paint
 * waits on no second request. The browser bundle carries none of it: React 19 leaves a tag it does
 * not expect in <head> alone when hydrating, so the client renders nothing here and the prerendered
 * <style> stays for the life of the page.
 */
export function InlineStylesheet() {
  if (!import.meta.env.SSR) return null;
  return <style dangerouslySetInnerHTML={{ __html: stylesheet }} />;
}
