import { calculatorIsland } from "~/calculator-ui/calculator-island";
import { definition, page } from "~/my-costs/definition";
import { SourceNote } from "~/my-costs/source-note";

/** The monthly costs sheet's island: its page is app/pages/my-costs.astro. */
export default calculatorIsland(definition, () => import("~/my-costs/results"), {
  page,
  FieldNote: SourceNote,
  linksToSheet: false,
});
