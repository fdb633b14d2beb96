import { calculatorIsland } from "~/calculator-ui/calculator-island";
import { definition } from "~/calculators/energy-bill/definition";

/** The calculator's island: its page is app/pages/calculators/energy-bill.astro. */
export default calculatorIsland(definition, () => import("~/calculators/energy-bill/results"));
