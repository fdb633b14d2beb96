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
      children: "Most UK lenders will lend up to 95% of a home's price, so the smallest deposit you can usually put down is 5%. But the minimum is rarely the whole story. The size of your deposit decides which rates you can get, your income can force you to put down more than 5%, and you need cash on top for stamp duty, fees and the move itself."
    }), "\n", jsxs(_components.p, {
      children: ["The figures below are estimates worked with the same formula as our ", jsx(_components.a, {
        href: "/calculators/mortgage-payment",
        children: "mortgage payment calculator"
      }), ". They are not financial advice."]
    }), "\n", jsx(_components.h2, {
      children: "Loan-to-value bands"
    }), "\n", jsx(_components.p, {
      children: "Lenders price mortgages in loan-to-value (LTV) bands, usually 95%, 90%, 85%, 75% and 60%. Your LTV is the loan divided by the property's price or valuation. Each step down to a lower band usually brings a lower rate, because the lender has more of a cushion if house prices fall."
    }), "\n", jsx(_components.p, {
      children: "Here is a £300,000 home over 25 years. The first payment column uses 5% for every band, so you can see the effect of borrowing less on its own. The last two columns use illustrative rates that fall as the deposit grows. They are examples, not quotes, so check current deals."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Deposit"
          }), jsx(_components.th, {
            children: "Loan"
          }), jsx(_components.th, {
            children: "LTV band"
          }), jsx(_components.th, {
            children: "Payment at 5%"
          }), jsx(_components.th, {
            children: "Illustrative rate"
          }), jsx(_components.th, {
            children: "Payment at that rate"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£15,000 (5%)"
          }), jsx(_components.td, {
            children: "£285,000"
          }), jsx(_components.td, {
            children: "95%"
          }), jsx(_components.td, {
            children: "£1,666.08"
          }), jsx(_components.td, {
            children: "5.2%"
          }), jsx(_components.td, {
            children: "£1,699.46"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£30,000 (10%)"
          }), jsx(_components.td, {
            children: "£270,000"
          }), jsx(_components.td, {
            children: "90%"
          }), jsx(_components.td, {
            children: "£1,578.39"
          }), jsx(_components.td, {
            children: "4.9%"
          }), jsx(_components.td, {
            children: "£1,562.70"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£45,000 (15%)"
          }), jsx(_components.td, {
            children: "£255,000"
          }), jsx(_components.td, {
            children: "85%"
          }), jsx(_components.td, {
            children: "£1,490.70"
          }), jsx(_components.td, {
            children: "4.6%"
          }), jsx(_components.td, {
            children: "£1,431.89"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£75,000 (25%)"
          }), jsx(_components.td, {
            children: "£225,000"
          }), jsx(_components.td, {
            children: "75%"
          }), jsx(_components.td, {
            children: "£1,315.33"
          }), jsx(_components.td, {
            children: "4.4%"
          }), jsx(_components.td, {
            children: "£1,237.89"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£120,000 (40%)"
          }), jsx(_components.td, {
            children: "£180,000"
          }), jsx(_components.td, {
            children: "60%"
          }), jsx(_components.td, {
            children: "£1,052.26"
          }), jsx(_components.td, {
            children: "4.2%"
          }), jsx(_components.td, {
            children: "£970.10"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "At the illustrative rates, going from a 5% to a 10% deposit cuts the payment by £136.76 a month. The extra £15,000 lowers the loan and also moves you into a cheaper band."
    }), "\n", jsx(_components.h3, {
      children: "Watch the edge of a band"
    }), "\n", jsx(_components.p, {
      children: "Bands have hard edges. A £28,000 deposit on a £300,000 home leaves a loan of £272,000, which is 90.7% LTV. That falls in the 95% band, not the 90% band. Another £2,000 would take you to exactly 90% and could open a noticeably cheaper rate. If you are close to a threshold, it is often worth saving a little longer or negotiating the price down."
    }), "\n", jsx(_components.h2, {
      children: "Your income can set the deposit for you"
    }), "\n", jsx(_components.p, {
      children: "Lenders usually cap borrowing at about 4 to 4.5 times your gross annual income. Some go to 5 times or more for higher earners, but they can only make a limited share of loans at those multiples. Lenders also check your regular spending and whether you could cope if rates rose."
    }), "\n", jsx(_components.p, {
      children: "So the deposit you need is often the price minus the most you can borrow, not the price times 5%."
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Single buyer earning £40,000:"
        }), " 4.5 times income is £180,000. To buy at £300,000, you would need a deposit of £120,000, or 40%."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Couple earning £62,000 together:"
        }), " 4.5 times income is £279,000. The minimum deposit is £21,000, but that is 93% LTV, so it sits in the 95% band."]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "A common guide is that mortgage payments should take about 30% to 35% of gross income. For the couple, a £270,000 loan at 5% costs £1,578.39 a month, or £18,940.68 a year. That is about 31% of £62,000."
    }), "\n", jsx(_components.h2, {
      children: "The cash you need on top of the deposit"
    }), "\n", jsx(_components.p, {
      children: "Your deposit is not your whole budget. Keep separate money for these costs."
    }), "\n", jsx(_components.h3, {
      children: "Stamp duty in England"
    }), "\n", jsx(_components.p, {
      children: "From 1 April 2025, first-time buyers in England and Northern Ireland pay no stamp duty up to £300,000, and 5% on the part from £300,001 to £500,000. Above £500,000 the relief is not available at all, and the standard rates apply. Other buyers pay 0% up to £125,000, 2% from £125,001 to £250,000 and 5% from £250,001 to £925,000, with higher rates above that."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Price"
          }), jsx(_components.th, {
            children: "First-time buyer"
          }), jsx(_components.th, {
            children: "Home mover"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£250,000"
          }), jsx(_components.td, {
            children: "£0"
          }), jsx(_components.td, {
            children: "£2,500"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£300,000"
          }), jsx(_components.td, {
            children: "£0"
          }), jsx(_components.td, {
            children: "£5,000"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£400,000"
          }), jsx(_components.td, {
            children: "£5,000"
          }), jsx(_components.td, {
            children: "£10,000"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£500,000"
          }), jsx(_components.td, {
            children: "£10,000"
          }), jsx(_components.td, {
            children: "£15,000"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£550,000"
          }), jsx(_components.td, {
            children: "£17,500"
          }), jsx(_components.td, {
            children: "£17,500"
          })]
        })]
      })]
    }), "\n", jsxs(_components.p, {
      children: ["If you will own more than one home, a 5% surcharge is added to every band. Scotland and Wales have their own taxes with different rates. Check the ", jsx(_components.a, {
        href: "https://www.gov.uk/stamp-duty-land-tax/residential-property-rates",
        children: "residential rates on GOV.UK"
      }), " before you commit."]
    }), "\n", jsx(_components.h3, {
      children: "Fees and moving costs"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "Solicitor or conveyancer, including searches: often £1,500 or more."
      }), "\n", jsx(_components.li, {
        children: "Survey: a few hundred pounds for a basic report, more for a full building survey."
      }), "\n", jsx(_components.li, {
        children: "Mortgage arrangement fee: often around £999, though some deals have none."
      }), "\n", jsxs(_components.li, {
        children: ["Removals, furniture and the first bills in your new home. Our guide to the ", jsx(_components.a, {
          href: "/guides/moving-cost/hidden-costs-of-moving",
          children: "hidden costs of moving"
        }), " covers what people forget."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "Ways to build a bigger deposit"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Lifetime ISA."
        }), " If you are 18 to 39 and buying your first home, you can save up to £4,000 a year and the government adds a 25% bonus, worth up to £1,000 a year. The home must cost £450,000 or less, and taking the money out for anything else usually costs a 25% charge."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "A gift from family."
        }), " Most lenders accept gifted deposits with a signed gift letter."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Shared ownership."
        }), " You buy a share of a home and pay rent on the rest, so the deposit is based on your share rather than the full price."]
      }), "\n"]
    }), "\n", jsx(_components.h3, {
      children: "Buy now or save for the next band?"
    }), "\n", jsxs(_components.p, {
      children: ["Say you have £15,000 and can save £500 a month. Reaching £30,000 would take 30 months. On the illustrative rates above, that would save £136.76 a month on the mortgage. But you would pay rent for another two and a half years, and prices may move meanwhile. There is no single right answer. A regulated mortgage adviser can compare both routes for your situation, and MoneyHelper has free ", jsx(_components.a, {
        href: "https://www.moneyhelper.org.uk/en/homes/buying-a-home",
        children: "guides to buying a home"
      }), "."]
    }), "\n", jsx(_components.h2, {
      children: "Related reading"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: jsx(_components.a, {
          href: "/guides/mortgage-payment/fixed-vs-variable-rate-explained",
          children: "Fixed vs variable mortgage rates explained"
        })
      }), "\n", jsx(_components.li, {
        children: jsx(_components.a, {
          href: "/guides/mortgage-payment/what-does-my-mortgage-payment-include",
          children: "What does my mortgage payment include?"
        })
      }), "\n", jsxs(_components.li, {
        children: ["Scenario: ", jsx(_components.a, {
          href: "/scenarios/mortgage-payment/first-time-buyer-250k-at-5-percent",
          children: "a first-time buyer borrowing £250,000 at 5%"
        })]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "Try your own deposit"
    }), "\n", jsxs(_components.p, {
      children: ["Enter the price minus your deposit as the loan in the ", jsx(_components.a, {
        href: "/calculators/mortgage-payment",
        children: "mortgage payment calculator"
      }), ", then try a few rates to see how a bigger deposit changes your monthly payment."]
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
