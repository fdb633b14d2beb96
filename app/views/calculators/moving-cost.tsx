import { calculatorIsland } from "~/calculator-ui/calculator-island";
import { definition } from "~/calculators/moving-cost/definition";

/** The calculator's island: its page is app/pages/calculators/moving-cost.astro. */
export default calculatorIsland(definition, () => import("~/calculators/moving-cost/results"));
