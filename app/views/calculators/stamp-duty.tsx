import { calculatorIsland } from "~/calculator-ui/calculator-island";
import { definition } from "~/calculators/stamp-duty/definition";

/** The calculator's island: its page is app/pages/calculators/stamp-duty.astro. */
export default calculatorIsland(definition, () => import("~/calculators/stamp-duty/results"));
