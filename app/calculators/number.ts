/**
 * Lenient number reading, shared by every calculator: "£1,250.50", " 2 500 ", "30%", "27p" (pence,
 * read as 0.27 pounds) and "250k" all read as a visitor means them. Empty or unreadable text reads
 * as 0 (docs/product.md#number-parsing); validation then decides whether 0 is acceptable.
 */
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/;

/** The number, and whether it was typed in pence (with a trailing `p`, already divided by 100). */
export function readNumber(raw: string | undefined | null): { value: number; pence: boolean } {
  if (!raw) return { value: 0, pence: false };
  let text = raw
    .trim()
    .toLowerCase()
    .replace(/[\s\u00a0\u202f,£%]/g, "");
  let divisor = 1;
  if (text.endsWith("p")) {
    divisor = 100; // pence; dividing keeps 140p exactly 1.4
    text = text.slice(0, -1);
  } else if (text.endsWith("k")) {
    divisor = 1 / 1000;
    text = text.slice(0, -1);
  }
  if (!NUMBER.test(text)) return { value: 0, pence: false };
  const value = Number(text) / divisor;
  return Number.isFinite(value) ? { value, pence: divisor === 100 } : { value: 0, pence: false };
}

export const parseNumber = (raw: string | undefined | null): number => readNumber(raw).value;

/** An optional cost: blank or negative counts as 0. */
export const parseCost = (raw: string | undefined) => Math.max(0, parseNumber(raw));
