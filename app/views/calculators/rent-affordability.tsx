import { calculatorIsland } from "~/calculator-ui/calculator-island";
import { definition } from "~/calculators/rent-affordability/definition";

/** The calculator's island: its page is app/pages/calculators/rent-affordability.astro. */
export default calculatorIsland(
  definition,
  () => import("~/calculators/rent-affordability/results"),
);
