/**
 * Results that can be shared: the inputs travel in the query string with a format version, so a link
 * opened anywhere fills the form and calculates. Unknown keys and versions are ignored.
 */
import { SHARE_FORMAT_VERSION } from "~/calculators/calculator-links";
import { type Field, type Inputs, valueProblem } from "~/calculators/types";

export function inputsToSearch<K extends string>(
  fields: readonly Field<K>[],
  inputs: Inputs<K>,
): string {
  const params = new URLSearchParams({ v: SHARE_FORMAT_VERSION });
  for (const field of fields) {
    const value = inputs[field.key];
    if (value !== undefined && value !== "") params.set(field.key, value);
  }
  return `?${params}`;
}

/** The inputs a shared link carries, or null when it carries none we understand. */
export function inputsFromSearch<K extends string>(
  fields: readonly Field<K>[],
  search: URLSearchParams,
): Partial<Inputs<K>> | null {
  if (search.get("v") !== SHARE_FORMAT_VERSION) return null;
  const inputs: Partial<Inputs<K>> = {};
  for (const field of fields) {
    const value = search.get(field.key);
    if (value === null || valueProblem(field, value)) continue;
    inputs[field.key] = value.slice(0, 100);
  }
  return inputs;
}
