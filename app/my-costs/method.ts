import type { MethodSection } from "~/calculators/types";

/** How the sheet is worked out, shown below it (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "Your costs a month = rent or mortgage + council tax + energy + travel + childcare + everything else. A row left blank counts as £0.",
      "Left over = take-home pay + benefits − your costs a month. When the costs are more, it shows with a minus sign.",
      "Share of take-home pay = a cost ÷ take-home pay × 100, shown to one decimal place, for the total and for each row with a cost. Without take-home pay there is nothing to take a share of, so these are left out.",
      "Each row is a month. A figure typed for another period is turned into a month's: a week's × 52 ÷ 12, a year's ÷ 12, and the note under the row shows the sum.",
    ],
  },
  {
    heading: "Figures from your calculators",
    paragraphs: [
      "When the sheet opens, each blank row is filled in from a calculator whose inputs you saved in this browser, worked out by that calculator the way its own results show it, to the penny:",
      "Take-home pay from the Take-Home Pay Calculator, or else the Rent Affordability Calculator. Benefits from the Universal Credit and Child Benefit Calculator: Universal Credit + Child Benefit − the High Income Child Benefit Charge ÷ 12. Rent or mortgage from the Mortgage Payment Calculator's monthly total, which includes the council tax and home insurance you gave it (during the deal, if you gave one). Energy from the Energy Bill Calculator's monthly estimate. Childcare from the Childcare Costs Calculator: what you pay after funded hours and the help your family can use, Universal Credit's childcare element if you claim Universal Credit, otherwise Tax-Free Childcare where you qualify. Travel from the Fuel Cost Calculator when it prices a daily commute or a month of driving (a commute counts as the round trip × 5 days × 4 weeks); one journey is not a monthly cost, and the EV Charging Calculator compares costs a mile rather than pricing your driving, so neither fills the row. A renter types the rent, and everyone types their council tax, which the Mortgage Payment Calculator's total already includes when you gave it there: then leave the Council tax row blank.",
      "A row you have typed keeps your figure. If a saved calculator gives another, the row says so and offers it with one press. The moving and stamp duty calculators' figures are paid once, so they are shown apart from the monthly total, not added to it.",
      "A link to this sheet carries the figures on it, not your calculators: whoever opens it sees the sheet as you sent it.",
    ],
  },
  {
    heading: "What stays in your browser",
    paragraphs: [
      "Saved inputs are kept in this browser's local storage, and the sheet reads them there. Nothing you type or save here is sent anywhere.",
    ],
  },
] as const satisfies readonly MethodSection[];
