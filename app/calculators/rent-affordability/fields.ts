/** What the rent calculator asks: take-home pay, the share of it for rent, debts, gross pay. */
import { defineFields, type FieldKey, MONEY_FIELD } from "~/calculators/types";
import { LETTING_INCOME_CHECK } from "~/reference/letting";

export const fields = defineFields([
  {
    key: "monthlyIncomeAfterTax",
    ...MONEY_FIELD,
    label: "Monthly take-home pay",
    hint: "What reaches your bank account each month, after tax, National Insurance and pension. Add Universal Credit and Child Benefit if you get them: the Universal Credit and Child Benefit Calculator works them out.",
    workedOutBy: { calculator: "take-home-pay", linkText: "Work out your take-home pay" },
    placeholder: "2,500",
  },
  {
    key: "rentSharePct",
    kind: "number",
    label: "Share of pay for rent",
    hint: "30% is the common guideline. Leave blank or 0 to use 30%.",
    default: "30",
    inputMode: "decimal",
    suffix: "%",
  },
  {
    key: "existingDebtsPerMonth",
    ...MONEY_FIELD,
    label: "Existing debt repayments per month",
    hint: "Loans, car finance, credit cards. Leave blank if none.",
    optional: true,
  },
  {
    key: "yearlyPayBeforeTax",
    ...MONEY_FIELD,
    label: "Your pay before tax a year",
    hint: `Letting agents usually check it is at least ${LETTING_INCOME_CHECK.multiple} times the monthly rent. For joint tenants, your pay together.`,
    optional: true,
  },
]);

export type RentKey = FieldKey<typeof fields>;
