/**
 * The format of the inputs a calculator's address carries (docs/product.md#shareable-links): its
 * version, and the query that writes them. Its own module, as every calculator page needs the
 * version, and shared links and the links between calculators are both written here.
 */

/** The version a link's inputs are written in; a link with another is ignored. */
export const SHARE_FORMAT_VERSION = "1";

/**
 * The query that carries these inputs, `?v=1&loanAmount=250000`: the version first, then each
 * input in the order given, under its name. A blank one is left out: the page fills a field the
 * link leaves out with its default.
 */
export function inputsQuery(inputs: Iterable<readonly [name: string, value: string | undefined]>) {
  const params = new URLSearchParams({ v: SHARE_FORMAT_VERSION });
  for (const [name, value] of inputs) {
    if (value !== undefined && value !== "") params.set(name, value);
  }
  return `?${params}`;
}
