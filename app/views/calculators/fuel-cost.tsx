import { calculatorIsland } from "~/calculator-ui/calculator-island";
import { definition } from "~/calculators/fuel-cost/definition";

/** The calculator's island: its page is app/pages/calculators/fuel-cost.astro. */
export default calculatorIsland(definition);
