import type { RentResult } from "./calculate";
import { RENT_GUIDANCE_TEXT } from "./definition";

const TONE = {
  within: "border-emerald-700 bg-emerald-50 text-emerald-950",
  "slightly-above": "border-amber-600 bg-amber-50 text-amber-950",
  above: "border-red-700 bg-red-50 text-red-950",
  "no-room": "border-red-700 bg-red-50 text-red-950",
} as const;

/** The guidance for the share of take-home pay the rent would take (docs/product.md#rent-affordability). */
export default function RentGuidance({ result }: { result: RentResult }) {
  return (
    <p data-result="guidance" className={`mt-4 rounded-lg border-l-4 p-4 ${TONE[result.guidance]}`}>
      {RENT_GUIDANCE_TEXT[result.guidance]}
    </p>
  );
}
