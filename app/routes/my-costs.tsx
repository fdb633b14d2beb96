import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { definition, page } from "~/my-costs/definition";
import { deferred } from "~/site/deferred";

export const meta = calculatorMeta(definition, page);

// Where each row's figure came from is read from this browser once the page has started, so it is
// never in the prerendered page, and its code need not be in the first load.
const SourceNote = deferred(() =>
  import("~/my-costs/source-note").then((module) => module.SourceNote),
);

export default calculatorRoute(definition, () => import("~/my-costs/results"), {
  page,
  FieldNote: SourceNote,
  linksToSheet: false,
});
