/** A calculator's worked example (its examples.ts) by the start of its name, for tests built on its inputs. */
export function exampleInputs<Example extends { name: string; inputs: object }>(
  examples: readonly Example[],
  name: string,
): Example["inputs"] {
  const example = examples.find((candidate) => candidate.name.startsWith(name));
  if (!example) throw new Error(`no worked example named "${name}…"`);
  return example.inputs;
}
