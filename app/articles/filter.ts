interface LibraryItem {
  path: string;
  title: string;
  description: string;
}
export interface LibraryGroup {
  calcKey: string;
  calculatorName: string;
  items: LibraryItem[];
}

/** Case-insensitive substring match on title or description; groups left empty are dropped (docs/product.md#libraries). */
export function filterLibrary(groups: LibraryGroup[], query: string): LibraryGroup[] {
  const needle = query.trim().toLocaleLowerCase("en-GB");
  if (!needle) return groups.filter((group) => group.items.length > 0);
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) =>
        `${item.title}\n${item.description}`.toLocaleLowerCase("en-GB").includes(needle),
      ),
    }))
    .filter((group) => group.items.length > 0);
}
