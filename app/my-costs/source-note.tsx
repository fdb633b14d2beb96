import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { FieldNote } from "~/calculator-ui/calculator-page";
import { type CalculatorKey, findCalculator } from "~/calculators/registry";
import { SHARE_FORMAT_VERSION } from "~/calculators/share-format";
import type { MyCostsKey } from "./calculate";
import { type SavedFigures, savedFigures, typedPounds } from "./sources";

/** A link to the calculator a figure is from, named as it is: where the visitor changes it. */
export function CalculatorName({ calculator }: { calculator: CalculatorKey }) {
  const { name, path } = findCalculator(calculator)!;
  return (
    <Link to={path} prefetch="intent" className="link">
      {name}
    </Link>
  );
}

/**
 * Under each row: which saved calculator its figure is from, linked so the visitor can change it
 * there. On opening, a blank row is filled in with that figure; a row the visitor has typed over
 * keeps their figure and offers the calculator's with one press. A shared link's figures are the
 * sender's, so this browser's calculators do not fill them.
 */
export const SourceNote: FieldNote<MyCostsKey> = ({ field, value, note, onFill }) => {
  const [figures, setFigures] = useState<SavedFigures | null>(null);
  useEffect(() => {
    const fromLink = new URLSearchParams(window.location.search).get("v") === SHARE_FORMAT_VERSION;
    let current = true;
    void savedFigures().then((found) => {
      if (!current) return;
      setFigures(found);
      const figure = found.rows[field];
      if (figure && !fromLink)
        onFill((inputs) =>
          inputs[field].trim() === "" ? { [field]: typedPounds(figure.value) } : {},
        );
    });
    return () => {
      current = false;
    };
  }, [field, onFill]);

  const figure = figures?.rows[field];
  const unused = figures?.unused[field];
  const typed = figure && typedPounds(figure.value);
  return (
    <>
      {note}
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
