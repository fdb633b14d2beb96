/** Lists in the words the bands are described with (income-tax-text.ts, property-tax-text.ts). */

/** Parts read as a list: "a", "a and b", "a, b and c". */
export function joinedWithAnd(parts: readonly string[]): string {
  return parts.length > 1
    ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`
    : (parts[0] ?? "");
}
