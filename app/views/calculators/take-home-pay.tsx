import { calculatorIsland } from "~/calculator-ui/calculator-island";
import { definition } from "~/calculators/take-home-pay/definition";

/** The calculator's island: its page is app/pages/calculators/take-home-pay.astro. */
export default calculatorIsland(definition, () => import("~/calculators/take-home-pay/results"));
