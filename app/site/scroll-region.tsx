/** A box that scrolls its wide or tall content, named and focusable so keyboard users can scroll it. */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrolling region must be named and reachable by keyboard
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
