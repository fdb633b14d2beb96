import { calculatorIsland } from "~/calculator-ui/calculator-island";
import { definition } from "~/calculators/childcare/definition";

/** The calculator's island: its page is app/pages/calculators/childcare.astro. */
export default calculatorIsland(definition, () => import("~/calculators/childcare/results"));
