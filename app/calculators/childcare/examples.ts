/**
 * Worked by hand from the 2026-27 rules in app/reference/childcare.ts and Universal Credit's
 * childcare element (app/reference/universal-credit.ts). Each child's year is hours a week × weeks ×
 * the price an hour; funded hours a year are taken off those hours at the child's own price; Tax-Free
 * Childcare adds 20% of what is left (£2 for each £8 paid in), up to £2,000 a child a year; UC's
 * element is 85% of what is left a month, up to £1,071.09 for one child. A month is a year ÷ 12.
 * The unit tests and the browser tests both use them.
 */
export const examples = [
  {
    name: "England: a lone parent who earns enough, one child of 3, 40 hours a week for 51 weeks at £7.00",
    inputs: {
      nation: "england",
      household: "single",
      parentsEarnEnough: "true",
      children: "1",
      child1Age: "3-4",
      child1Hours: "40",
      child1Weeks: "51",
      child1Rate: "7.00",
    },
    // 40 × 51 = 2,040 hours × £7 = £14,280 a year, £1,190.00 a month. Working parents' 1,140 hours
    // × £7 = £7,980, £665.00 a month. Left: 900 hours × £7 = £6,300 (£525.00 a month). Tax-Free
    // Childcare 20% of 6,300 = £1,260 (under £2,000), £105.00 a month; net 5,040 ÷ 12 = £420.00.
    // UC's element would be 85% of 525 = £446.25, leaving £78.75.
    expected: {
      netMonthly: "£420.00",
      costMonthly: "£1,190.00",
      fundedHoursMonthly: "£665.00",
      afterFundedMonthly: "£525.00",
      taxFreeChildcareMonthly: "£105.00",
      netWithTaxFreeChildcareMonthly: "£420.00",
      ucChildcareMonthly: "£446.25",
      netWithUniversalCreditMonthly: "£78.75",
    },
  },
  {
    name: "England: a couple both earning, a 2 year old 50 hours for 51 weeks at £8.00 and a 6 year old 10 hours for 39 weeks at £6.00",
    inputs: {
      nation: "england",
      household: "couple",
      parentsEarnEnough: "true",
      children: "2",
      child1Age: "2",
      child1Hours: "50",
      child1Weeks: "51",
      child1Rate: "8",
      child2Age: "5-11",
      child2Hours: "10",
      child2Weeks: "39",
      child2Rate: "6",
    },
    // The 2 year old: 50 × 51 = 2,550 hours × £8 = £20,400; 1,140 funded × £8 = £9,120 (£760.00 a
    // month); left 1,410 × £8 = £11,280, whose 20% (£2,256) is over the £2,000 most: £2,000. The 6
    // year old: 10 × 39 = 390 × £6 = £2,340, no funded hours; 20% = £468. Cost 22,740 ÷ 12 =
    // £1,895.00. Left after funded hours 13,620 ÷ 12 = £1,135.00. Tax-Free Childcare 2,468 ÷ 12 =
    // 205.667, £205.67; net 1,135.00 − 205.67 = £929.33. UC: 85% of 1,135 = £964.75, under the
    // £1,836.16 for two children; leaves £170.25.
    expected: {
      netMonthly: "£929.33",
      costMonthly: "£1,895.00",
      fundedHoursMonthly: "£760.00",
      afterFundedMonthly: "£1,135.00",
      taxFreeChildcareMonthly: "£205.67",
      netWithTaxFreeChildcareMonthly: "£929.33",
      ucChildcareMonthly: "£964.75",
      netWithUniversalCreditMonthly: "£170.25",
    },
  },
  {
    name: "England: a lone parent on Universal Credit who earns enough, a child of 9 months to 2, 30 hours for 48 weeks at £9.00",
    inputs: {
      nation: "england",
      household: "single",
      parentsEarnEnough: "true",
      universalCredit: "true",
      children: "1",
      child1Age: "9-months-to-2",
      child1Hours: "30",
      child1Weeks: "48",
      child1Rate: "9",
    },
    // 30 × 48 = 1,440 hours × £9 = £12,960 (£1,080.00 a month); 1,140 funded × £9 = £10,260
    // (£855.00); left 300 × £9 = £2,700, £225.00 a month. UC's element: 85% of 225 = £191.25,
    // leaving £33.75. No Tax-Free Childcare beside Universal Credit.
    expected: {
      netMonthly: "£33.75",
      costMonthly: "£1,080.00",
      fundedHoursMonthly: "£855.00",
      afterFundedMonthly: "£225.00",
      taxFreeChildcareMonthly: "£0.00",
      ucChildcareMonthly: "£191.25",
      netWithUniversalCreditMonthly: "£33.75",
    },
  },
  {
    name: "England: over £100,000, a child of 3 keeps the 15 hours every child of that age has",
    inputs: {
      nation: "england",
      household: "couple",
      parentsEarnEnough: "true",
      over100k: "true",
      children: "1",
      child1Age: "3-4",
      child1Hours: "40",
      child1Weeks: "51",
      child1Rate: "7",
    },
    // £14,280 a year as before (£1,190.00 a month); only the universal 570 hours × £7 = £3,990
    // (£332.50); left 1,470 × £7 = £10,290, £857.50 a month, with no Tax-Free Childcare.
    expected: {
      netMonthly: "£857.50",
      costMonthly: "£1,190.00",
      fundedHoursMonthly: "£332.50",
      afterFundedMonthly: "£857.50",
      taxFreeChildcareMonthly: "£0.00",
      netWithTaxFreeChildcareMonthly: "£857.50",
    },
  },
  {
    name: "England: a disabled 14 year old, 20 hours a week for 50 weeks at £25.00",
    inputs: {
      nation: "england",
      household: "couple",
      parentsEarnEnough: "true",
      children: "1",
      child1Age: "12-16",
      child1Hours: "20",
      child1Weeks: "50",
      child1Rate: "25",
      child1Disabled: "true",
    },
    // 20 × 50 = 1,000 hours × £25 = £25,000 (£2,083.33 a month); no funded hours at 14. Tax-Free
    // Childcare 20% = £5,000, over the £4,000 most for a disabled child: £4,000, £333.33 a month;
    // net 2,083.33 − 333.33 = £1,750.00.
    expected: {
      netMonthly: "£1,750.00",
      costMonthly: "£2,083.33",
      fundedHoursMonthly: "£0.00",
      taxFreeChildcareMonthly: "£333.33",
      netWithTaxFreeChildcareMonthly: "£1,750.00",
    },
  },
  {
    name: "Scotland: a lone parent who earns enough, a child of 4, 40 hours for 51 weeks at £6.50",
    inputs: {
      nation: "scotland",
      household: "single",
      parentsEarnEnough: "true",
      children: "1",
      child1Age: "3-4",
      child1Hours: "40",
      child1Weeks: "51",
      child1Rate: "6.50",
    },
    // 2,040 hours × £6.50 = £13,260 (£1,105.00 a month); 1,140 funded hours × £6.50 = £7,410
    // (£617.50); left 900 × £6.50 = £5,850 (£487.50); Tax-Free Childcare 20% = £1,170 (£97.50);
    // net £390.00.
    expected: {
      netMonthly: "£390.00",
      costMonthly: "£1,105.00",
      fundedHoursMonthly: "£617.50",
      afterFundedMonthly: "£487.50",
      taxFreeChildcareMonthly: "£97.50",
    },
  },
  {
    name: "Wales: a couple both earning, a child of 3, 40 hours for 51 weeks at £7.00",
    inputs: {
      nation: "wales",
      household: "couple",
      parentsEarnEnough: "true",
      children: "1",
      child1Age: "3-4",
      child1Hours: "40",
      child1Weeks: "51",
      child1Rate: "7",
    },
    // £14,280 (£1,190.00 a month). The Childcare Offer: 30 hours × 48 weeks = 1,440 hours × £7 =
    // £10,080 (£840.00); left 600 × £7 = £4,200 (£350.00); Tax-Free Childcare 20% = £840 (£70.00);
    // net £280.00.
    expected: {
      netMonthly: "£280.00",
      costMonthly: "£1,190.00",
      fundedHoursMonthly: "£840.00",
      afterFundedMonthly: "£350.00",
      taxFreeChildcareMonthly: "£70.00",
    },
  },
] as const;

/** What Calculate says to the form as it first appears, before anything is typed. */
export const emptyFormMessage = "Please enter child 1's hours of paid childcare a week.";
