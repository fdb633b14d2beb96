import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { guides, scenarios } from "./collections.server";
import { typedFigures } from "./typed-figures";

describe("no reference figure is typed by hand", () => {
  it("finds one that is: a cap rate in a sentence, a rate in a scenario's inputs, a pump price", () => {
    const found = typedFigures(
      '---\ninputs:\n  electricityRate: "0.2632"\n---\nThe cap is 26.32p a kWh, and petrol 151.4p.\n',
    ).map((typed) => typed.id);
    expect(found).toEqual(expect.arrayContaining(["capElecUnit", "petrolPrice"]));
    expect(typedFigures('The cap is <Figure id="capElecUnit" /> a kWh.')).toEqual([]);
    // A figure's digits inside a longer number are not it.
    expect(typedFigures("A total of 126.327 kWh, or £1,663,000.")).toEqual([]);
  });

  /** Digits that are a figure's by coincidence, each checked by hand. */
  const COINCIDENCES: Record<string, string[]> = {
    // A £225,000 loan in the table of deposits, not the Welsh nil band.
    "/guides/mortgage-payment/how-much-deposit-do-i-need": ["lttNilBand"],
  };

  it.each([...guides, ...scenarios].map((article) => [article.path, article.file] as const))(
    "%s prints every reference figure from app/reference",
    (path, file) => {
      const typed = typedFigures(readFileSync(file, "utf8")).filter(
        (found) => !COINCIDENCES[path]?.includes(found.id),
      );
      expect(typed).toEqual([]);
    },
  );
});
