import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { mortgagePayment } from "~/calculators/mortgage-payment/definition";

export const meta = calculatorMeta(mortgagePayment);

export default calculatorRoute(
  mortgagePayment,
  () => import("~/calculators/mortgage-payment/results"),
);
