import { useEffect, useRef, useState } from "react";
import type { FieldNote } from "~/calculator-ui/calculator-island";
import { inputsFromSearch } from "~/calculator-ui/share-url";
import { type CalculatorKey, findCalculator } from "~/calculators/registry";
import { typedPounds } from "~/site/format";
import type { MyCostsKey } from "./calculate";
import { definition } from "./definition";
import { type SavedFigures, savedFigures } from "./sources";

/** A link to the calculator a figure is from, named as it is: where the visitor changes it. */
export function CalculatorName({ calculator }: { calculator: CalculatorKey }) {
  const { name, path } = findCalculator(calculator)!;
  return (
    <a href={path} className="link">
      {name}
    </a>
  );
}

/** The figures from the saved calculators, once worked out (sources.ts); null until then. */
export function useSavedFigures() {
  const [figures, setFigures] = useState<SavedFigures | null>(null);
  useEffect(() => {
    let current = true;
    void savedFigures().then((found) => current && setFigures(found));
    return () => {
      current = false;
    };
  }, []);
  return figures;
}

/**
 * Under each row: which saved calculator its figure is from, linked so the visitor can change it
 * there. On opening, a blank row is filled in with that figure; a row the visitor has typed over
 * keeps their figure and offers the calculator's with one press. A shared link's figures are the
 * sender's, so this browser's calculators do not fill them. Where the browser blocks saved figures
 * altogether, the first row says so.
 */
export const SourceNote: FieldNote<MyCostsKey> = ({ field, value, note, onFill }) => {
  const figures = useSavedFigures();
  // Whether the page opened from a link, read as it opens: a Calculate writes one into the address.
  const fromLink = useRef<boolean | null>(null);
  useEffect(() => {
    fromLink.current ??=
      inputsFromSearch(definition.fields, new URLSearchParams(window.location.search)) !== null;
    const figure = figures?.rows[field];
    if (figure && !fromLink.current)
      onFill((inputs) =>
        inputs[field].trim() === "" ? { [field]: typedPounds(figure.value) } : {},
      );
  }, [figures, field, onFill]);

  const figure = figures?.rows[field];
  const unused = figures?.unused[field];
  const typed = figure && typedPounds(figure.value);
  return (
    <>
      {note}
      {figures?.readable === false && field === definition.fields[0]?.key && (
        <span data-storage="unreadable" className="block font-semibold text-slate-900">
          This browser does not let Costwise read the calculators you saved (its storage is off or
          blocked), so no row is filled in from them. Type your figures here.
        </span>
      )}
      {figure &&
        (value.trim() === typed ? (
          <span data-source={figure.calculator} className="block">
            From your saved <CalculatorName calculator={figure.calculator} />: {figure.what}.
          </span>
        ) : (
          <span data-source={figure.calculator} className="block">
            Your saved <CalculatorName calculator={figure.calculator} /> gives £{typed},{" "}
            {figure.what}.{" "}
            <button
              type="button"
              className="link font-semibold"
              onClick={() => onFill(() => ({ [field]: typed }))}
            >
              Use £{typed}
            </button>
          </span>
        ))}
      {unused && (
        <span className="block">
          Your saved <CalculatorName calculator={unused.calculator} /> {unused.why}.
        </span>
      )}
    </>
  );
};
