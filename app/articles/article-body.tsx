import { useState } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";

/**
 * An article's prerendered HTML. Clicks on its internal links navigate client-side, and pointing at
 * one prefetches the page's code and data, as a <Link prefetch="intent"> would.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const [prefetch, setPrefetch] = useState<string | null>(null);

  const internalHref = (target: EventTarget) => {
    const anchor = (target as Element).closest?.("a");
    const href = anchor?.getAttribute("href");
    return href?.startsWith("/") && !anchor?.target ? href : null;
  };

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the links inside, which are keyboard-operable */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires click, handled here */}
      <div
        className="prose-article"
        dangerouslySetInnerHTML={{ __html: html }}
        onClick={(event) => {
          const href = internalHref(event.target);
          if (!href || event.defaultPrevented || event.button !== 0) return;
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          navigate(href);
        }}
        onPointerOver={(event) => setPrefetch(internalHref(event.target) ?? prefetch)}
        onFocus={(event) => setPrefetch(internalHref(event.target) ?? prefetch)}
      />
      {prefetch && <PrefetchPageLinks page={prefetch} />}
    </>
  );
}
