/**
 * Results that can be shared: the inputs travel in the query string with a format version, so a link
 * opened anywhere fills the form and calculates. Unknown keys and versions are ignored.
 */
import { inputsQuery, SHARE_FORMAT_VERSION } from "~/calculators/share-format";
import { type Field, type Inputs, valueProblem } from "~/calculators/types";

/** Before each of a comparison's first inputs (A) in a link: `a.loanAmount`. */
export const COMPARED_WITH = "a.";

/**
 * In a link the browser sent when Calculate was pressed before the page's code started (the
 * button's name): the page works it out as a press, with the usual messages, not as a link.
 */
export const PRESSED = "calculate";

/**
 * The link's query: the inputs, and with `comparedWith` the inputs they are compared with (A), each
 * key after `a.`. A link without them opens as before.
 */
export function inputsToSearch<K extends string>(
  fields: readonly Field<K>[],
  inputs: Inputs<K>,
  comparedWith?: Inputs<K>,
): string {
  const named = (prefix: string, values: Inputs<K>) =>
    fields.map((field) => [`${prefix}${field.key}`, values[field.key]] as const);
  return inputsQuery([
    ...named("", inputs),
    ...(comparedWith ? named(COMPARED_WITH, comparedWith) : []),
  ]);
}

/**
 * The inputs a shared link carries, or null when it carries none we understand; with `prefix`
 * (`a.`), those of a comparison's first set.
 */
export function inputsFromSearch<K extends string>(
  fields: readonly Field<K>[],
  search: URLSearchParams,
  prefix = "",
): Partial<Inputs<K>> | null {
  if (search.get("v") !== SHARE_FORMAT_VERSION) return null;
  const inputs: Partial<Inputs<K>> = {};
  for (const field of fields) {
    const value = search.get(`${prefix}${field.key}`);
    if (value === null || valueProblem(field, value)) continue;
    inputs[field.key] = value.slice(0, 100);
  }
  return inputs;
}
