import { calculatorIsland } from "~/calculator-ui/calculator-island";
import { definition } from "~/calculators/mortgage-affordability/definition";

/** The calculator's island: its page is app/pages/calculators/mortgage-affordability.astro. */
export default calculatorIsland(
  definition,
  () => import("~/calculators/mortgage-affordability/results"),
);
