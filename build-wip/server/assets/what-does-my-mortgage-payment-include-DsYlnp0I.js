import { jsx, jsxs, Fragment } from "react/jsx-runtime";
function _createMdxContent(props) {
  const _components = {
    a: "a",
    h2: "h2",
    h3: "h3",
    li: "li",
    p: "p",
    strong: "strong",
    table: "table",
    tbody: "tbody",
    td: "td",
    th: "th",
    thead: "thead",
    tr: "tr",
    ul: "ul",
    ...props.components
  };
  return jsxs(Fragment, {
    children: [jsx(_components.p, {
      children: "In the UK, your monthly mortgage payment usually covers two things: interest on what you owe, and a slice of the loan itself. That is all. Council tax, buildings insurance and service charges are separate bills, which is different from countries where the lender collects them with the mortgage. This guide breaks the payment down with worked figures and lists the costs you pay on top."
    }), "\n", jsxs(_components.p, {
      children: ["All figures are estimates worked with the same formula as our ", jsx(_components.a, {
        href: "/calculators/mortgage-payment",
        children: "mortgage payment calculator"
      }), ". They are not financial advice."]
    }), "\n", jsx(_components.h2, {
      children: "The two parts of a repayment mortgage"
    }), "\n", jsx(_components.p, {
      children: "Most UK homeowners have a capital repayment mortgage. Each payment is the same amount for as long as the rate stays the same, but it is made up of:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Interest:"
        }), " the lender's charge for the money, worked out each month on the balance you still owe."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Capital:"
        }), " the rest of the payment, which reduces the balance."]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "Take £250,000 over 25 years at 5%. The monthly payment is £1,461.48. In the first month, interest is 5% divided by 12 on £250,000, which is £1,041.67. The remaining £419.81 pays off capital. Over the full term you pay £438,442.53, of which £188,442.53 is interest (the calculator multiplies the unrounded monthly figure by 300; at the rounded £1,461.48 the total is a couple of pounds more)."
    }), "\n", jsx(_components.h2, {
      children: "How the split changes over time"
    }), "\n", jsx(_components.p, {
      children: "Because interest is charged on a falling balance, the interest part shrinks each month and the capital part grows. The table shows the same £250,000 loan, rounded to the nearest £10."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Year"
          }), jsx(_components.th, {
            children: "Interest paid that year"
          }), jsx(_components.th, {
            children: "Capital repaid that year"
          }), jsx(_components.th, {
            children: "Balance at year end"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "1"
          }), jsx(_components.td, {
            children: "£12,380"
          }), jsx(_components.td, {
            children: "£5,160"
          }), jsx(_components.td, {
            children: "£244,850"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "5"
          }), jsx(_components.td, {
            children: "£11,240"
          }), jsx(_components.td, {
            children: "£6,290"
          }), jsx(_components.td, {
            children: "£221,450"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "10"
          }), jsx(_components.td, {
            children: "£9,460"
          }), jsx(_components.td, {
            children: "£8,080"
          }), jsx(_components.td, {
            children: "£184,810"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "15"
          }), jsx(_components.td, {
            children: "£7,170"
          }), jsx(_components.td, {
            children: "£10,370"
          }), jsx(_components.td, {
            children: "£137,790"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "20"
          }), jsx(_components.td, {
            children: "£4,230"
          }), jsx(_components.td, {
            children: "£13,300"
          }), jsx(_components.td, {
            children: "£77,440"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "25"
          }), jsx(_components.td, {
            children: "£470"
          }), jsx(_components.td, {
            children: "£17,070"
          }), jsx(_components.td, {
            children: "£0"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "Capital does not overtake interest until month 135, more than 11 years in. This is why moving or remortgaging early on can be a shock: after five years you still owe about £221,450 of the £250,000 you borrowed."
    }), "\n", jsx(_components.h2, {
      children: "Interest-only: a smaller payment that repays nothing"
    }), "\n", jsx(_components.p, {
      children: "With an interest-only mortgage you pay just the interest, so £250,000 at 5% costs £1,041.67 a month. That is £419.81 less than the repayment version. But after 25 years you would have paid £312,500 in interest and would still owe the full £250,000. Lenders offer interest-only only to borrowers with a credible plan to repay the loan, such as investments or other property, and often want a larger deposit. Some people use part-and-part mortgages, with some of the loan on each basis."
    }), "\n", jsx(_components.h2, {
      children: "Fees that can end up in your payment"
    }), "\n", jsx(_components.p, {
      children: "If you add an arrangement fee to the loan instead of paying it upfront, you pay interest on it for the whole term. Adding a £999 fee to £250,000 at 5% over 25 years raises the payment to £1,467.32, an extra £5.84 a month. Over 25 years that is £1,752 more in total, of which £753 is interest on the fee. Paying the fee upfront avoids that, if you have the cash."
    }), "\n", jsx(_components.h2, {
      children: "What is not in your mortgage payment"
    }), "\n", jsx(_components.p, {
      children: "In the UK these costs are billed separately, so budget for them on their own."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Cost"
          }), jsx(_components.th, {
            children: "Who you pay"
          }), jsx(_components.th, {
            children: "Notes"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Council tax"
          }), jsx(_components.td, {
            children: "Your local council"
          }), jsx(_components.td, {
            children: "Set by property band. The average Band D bill in England for 2025 to 2026 is £2,280. Usually paid over 10 months, or 12 if you ask."
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Buildings insurance"
          }), jsx(_components.td, {
            children: "An insurer you choose"
          }), jsx(_components.td, {
            children: "Lenders require it on freehold houses. For leasehold flats it is usually in the service charge."
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Contents insurance"
          }), jsx(_components.td, {
            children: "An insurer you choose"
          }), jsx(_components.td, {
            children: "Optional, but often bought with buildings cover."
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Life or income protection cover"
          }), jsx(_components.td, {
            children: "An insurer you choose"
          }), jsx(_components.td, {
            children: "Not usually required, but worth considering if others rely on your income."
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Service charge and ground rent"
          }), jsx(_components.td, {
            children: "The freeholder or managing agent"
          }), jsx(_components.td, {
            children: "Leasehold homes only, and can be several hundred to a few thousand pounds a year."
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Energy, water, broadband, repairs"
          }), jsx(_components.td, {
            children: "Suppliers and tradespeople"
          }), jsx(_components.td, {
            children: "Your responsibility as an owner, including repairs a landlord used to handle."
          })]
        })]
      })]
    }), "\n", jsxs(_components.p, {
      children: ["Our guide on ", jsx(_components.a, {
        href: "/guides/energy-bill/how-to-estimate-your-electric-bill",
        children: "how to estimate your electric bill"
      }), " can help with one of the larger running costs."]
    }), "\n", jsx(_components.h3, {
      children: "Adding them up"
    }), "\n", jsx(_components.p, {
      children: "Because these bills are separate, the calculator does not treat them as part of the mortgage. Instead, it lets you enter council tax and home insurance as yearly amounts, divides each by 12 and adds them to give an estimated monthly total."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Item"
          }), jsx(_components.th, {
            children: "Yearly"
          }), jsx(_components.th, {
            children: "Monthly"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Mortgage (£250,000, 5%, 25 years)"
          }), jsx(_components.td, {
            children: "n/a"
          }), jsx(_components.td, {
            children: "£1,461.48"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Council tax"
          }), jsx(_components.td, {
            children: "£2,280"
          }), jsx(_components.td, {
            children: "£190.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Buildings and contents insurance"
          }), jsx(_components.td, {
            children: "£360"
          }), jsx(_components.td, {
            children: "£30.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: jsx(_components.strong, {
              children: "Estimated monthly total"
            })
          }), jsx(_components.td, {}), jsx(_components.td, {
            children: jsx(_components.strong, {
              children: "£1,681.48"
            })
          })]
        })]
      })]
    }), "\n", jsxs(_components.p, {
      children: ["The ", jsx(_components.a, {
        href: "/scenarios/mortgage-payment/adding-insurance-and-tax",
        children: "adding insurance and tax scenario"
      }), " shows this step by step."]
    }), "\n", jsx(_components.h2, {
      children: "Your first payment may be different"
    }), "\n", jsx(_components.p, {
      children: "Interest runs from the day you complete, so your first payment often includes extra interest for the part-month before your regular payment date. Check your offer or your lender's welcome letter for the exact amount."
    }), "\n", jsx(_components.h2, {
      children: "Paying more than you owe each month"
    }), "\n", jsxs(_components.p, {
      children: ["Most deals let you overpay up to 10% of the balance each year without a charge. On the £250,000 example, an extra £100 a month would clear the loan in about 22 years and 1 month and save about £25,400 in interest. An extra £200 a month would clear it in about 19 years and 10 months and save about £44,400. If your rate changes, the savings change too. Our guide to ", jsx(_components.a, {
        href: "/guides/mortgage-payment/fixed-vs-variable-rate-explained",
        children: "fixed vs variable rates"
      }), " explains when it might."]
    }), "\n", jsxs(_components.p, {
      children: ["For more on repayment and interest-only loans, see MoneyHelper's guide to ", jsx(_components.a, {
        href: "https://www.moneyhelper.org.uk/en/homes/buying-a-home/mortgage-repayment-options",
        children: "mortgage repayment options"
      }), ". If you are weighing up a change to your term or type of mortgage, speak to a regulated mortgage adviser. If you are still saving, read ", jsx(_components.a, {
        href: "/guides/mortgage-payment/how-much-deposit-do-i-need",
        children: "how much deposit you need"
      }), "."]
    }), "\n", jsx(_components.h2, {
      children: "Work out your own monthly total"
    }), "\n", jsxs(_components.p, {
      children: ["Put your loan, rate and term into the ", jsx(_components.a, {
        href: "/calculators/mortgage-payment",
        children: "mortgage payment calculator"
      }), ", then add your council tax and insurance to see your estimated monthly total. You can also try an overpayment to see how much sooner you could be mortgage-free."]
    })]
  });
}
function MDXContent(props = {}) {
  const { wrapper: MDXLayout } = props.components || {};
  return MDXLayout ? jsx(MDXLayout, {
    ...props,
    children: jsx(_createMdxContent, {
      ...props
    })
  }) : _createMdxContent(props);
}
export {
  MDXContent as default
};
