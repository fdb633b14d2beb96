import type { Inputs } from "../types";
import type { EvResult } from "./calculate";
import { evVerdict } from "./definition";

/** SPEC.md's verdict: 'EV is cheaper' when the saving is positive, otherwise 'Petrol is cheaper'. */
export function EvVerdict({ result }: { result: EvResult; inputs: Inputs }) {
  return (
    <p
      data-result="verdict"
      className={`mt-4 rounded-lg border-l-4 p-4 text-lg font-semibold ${
        result.evIsCheaper
          ? "border-emerald-700 bg-emerald-50 text-emerald-950"
          : "border-amber-600 bg-amber-50 text-amber-950"
      }`}
    >
      {evVerdict(result)}
    </p>
  );
}
