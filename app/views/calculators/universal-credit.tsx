import { calculatorIsland } from "~/calculator-ui/calculator-island";
import { definition } from "~/calculators/universal-credit/definition";

/** The calculator's island: its page is app/pages/calculators/universal-credit.astro. */
export default calculatorIsland(definition, () => import("~/calculators/universal-credit/results"));
