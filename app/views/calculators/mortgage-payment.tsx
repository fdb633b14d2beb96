import { calculatorIsland } from "~/calculator-ui/calculator-island";
import { definition } from "~/calculators/mortgage-payment/definition";

/** The calculator's island: its page is app/pages/calculators/mortgage-payment.astro. */
export default calculatorIsland(definition, () => import("~/calculators/mortgage-payment/results"));
