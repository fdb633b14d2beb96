import { calculatorIsland } from "~/calculator-ui/calculator-island";
import { definition } from "~/calculators/ev-charging/definition";

/** The calculator's island: its page is app/pages/calculators/ev-charging.astro. */
export default calculatorIsland(definition, () => import("~/calculators/ev-charging/results"));
