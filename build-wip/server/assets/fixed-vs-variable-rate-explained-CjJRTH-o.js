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
      children: "Your mortgage rate decides most of your monthly payment, and the type of rate decides whether that payment can change. This guide explains the four kinds of rate UK lenders offer, shows what a change does to a real payment, and covers the costs people most often miss: early repayment charges and the jump when a deal ends."
    }), "\n", jsxs(_components.p, {
      children: ["All figures are estimates for illustration, worked with the same repayment formula as our ", jsx(_components.a, {
        href: "/calculators/mortgage-payment",
        children: "mortgage payment calculator"
      }), ". This is not financial advice."]
    }), "\n", jsx(_components.h2, {
      children: "The four types of rate at a glance"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Rate type"
          }), jsx(_components.th, {
            children: "What sets it"
          }), jsx(_components.th, {
            children: "Can your payment change during the deal?"
          }), jsx(_components.th, {
            children: "Typical length"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Fixed"
          }), jsx(_components.td, {
            children: "Agreed with the lender at the start"
          }), jsx(_components.td, {
            children: "No"
          }), jsx(_components.td, {
            children: "2, 3, 5 or 10 years"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Tracker"
          }), jsx(_components.td, {
            children: "Bank Rate plus a set margin"
          }), jsx(_components.td, {
            children: "Yes, when Bank Rate moves"
          }), jsx(_components.td, {
            children: "2 years to the full term"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Standard variable rate (SVR)"
          }), jsx(_components.td, {
            children: "The lender, at its discretion"
          }), jsx(_components.td, {
            children: "Yes, whenever the lender decides"
          }), jsx(_components.td, {
            children: "No end date"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Discount"
          }), jsx(_components.td, {
            children: "The lender's SVR minus a set amount"
          }), jsx(_components.td, {
            children: "Yes, whenever the SVR moves"
          }), jsx(_components.td, {
            children: "Usually 2 to 5 years"
          })]
        })]
      })]
    }), "\n", jsx(_components.h3, {
      children: "Fixed rates"
    }), "\n", jsx(_components.p, {
      children: "With a fixed rate, the interest rate and your monthly payment stay the same for the deal period, whatever happens to Bank Rate. Two-year and five-year fixes are the most common in the UK. The price of that certainty: the rate may be a little higher than a tracker, and leaving early usually costs an early repayment charge."
    }), "\n", jsx(_components.h3, {
      children: "Tracker rates"
    }), "\n", jsx(_components.p, {
      children: `A tracker follows the Bank of England's Bank Rate at a fixed margin. If Bank Rate is 4%, as it was after the August 2025 cut, a tracker at Bank Rate plus 0.75% charges 4.75%. When Bank Rate moves, your rate moves by the same amount, normally from the following month. Some trackers have a "collar", a floor below which the rate cannot fall, so read the terms. Many trackers have small or no early repayment charges, which makes them useful if you expect to move or repay soon.`
    }), "\n", jsx(_components.h3, {
      children: "Standard variable rates"
    }), "\n", jsx(_components.p, {
      children: "The SVR is the lender's own rate. It tends to follow Bank Rate, but the lender can change it at any time and by any amount. In 2025 most SVRs sat well above the best fixed and tracker deals, often around 7% to 8%. Most people on an SVR land there by default when a deal ends."
    }), "\n", jsx(_components.h3, {
      children: "Discount rates"
    }), "\n", jsx(_components.p, {
      children: "A discount deal charges the lender's SVR minus a set amount for a period. With an SVR of 7.5% and a 2.25% discount, you would pay 5.25%. Because the SVR is in the lender's hands, your rate can rise even if Bank Rate does not."
    }), "\n", jsx(_components.h2, {
      children: "What a rate change does to your payment"
    }), "\n", jsx(_components.p, {
      children: "Take the standard example: a £250,000 repayment mortgage over 25 years. At 5% it costs £1,461.48 a month. Here is the same loan at other rates."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Interest rate"
          }), jsx(_components.th, {
            children: "Monthly payment"
          }), jsx(_components.th, {
            children: "Change against 5%"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "4.25%"
          }), jsx(_components.td, {
            children: "£1,354.35"
          }), jsx(_components.td, {
            children: "£107.13 less"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "4.75%"
          }), jsx(_components.td, {
            children: "£1,425.29"
          }), jsx(_components.td, {
            children: "£36.19 less"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "5.00%"
          }), jsx(_components.td, {
            children: "£1,461.48"
          }), jsx(_components.td, {
            children: "none"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "5.25%"
          }), jsx(_components.td, {
            children: "£1,498.12"
          }), jsx(_components.td, {
            children: "£36.64 more"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "5.75%"
          }), jsx(_components.td, {
            children: "£1,572.77"
          }), jsx(_components.td, {
            children: "£111.29 more"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "7.50%"
          }), jsx(_components.td, {
            children: "£1,847.48"
          }), jsx(_components.td, {
            children: "£386.00 more"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "A useful rule of thumb at these rates: each quarter of a percentage point moves the payment on £250,000 by roughly £36 to £37 a month."
    }), "\n", jsx(_components.p, {
      children: "Now apply that to a tracker at Bank Rate plus 0.75%. At a Bank Rate of 4% you pay 4.75%, or £1,425.29 a month. If Bank Rate rose to 5%, your rate would be 5.75% and the payment £1,572.77, which is £147.48 more each month. If Bank Rate fell to 3.5%, you would pay 4.25%, or £1,354.35, which is £70.94 less. On a fixed rate, none of these movements would touch your payment until the deal ends."
    }), "\n", jsx(_components.h2, {
      children: "When your deal ends"
    }), "\n", jsx(_components.p, {
      children: "This is where many households lose money. Suppose you took a two-year fix at 5% on £250,000 over 25 years. After two years you will have repaid about £10,600 of capital, leaving about £239,400 with 23 years to run."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "What you do next"
          }), jsx(_components.th, {
            children: "Rate"
          }), jsx(_components.th, {
            children: "Monthly payment on £239,400 over 23 years"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Do nothing and drift onto the SVR"
          }), jsx(_components.td, {
            children: "7.5%"
          }), jsx(_components.td, {
            children: "£1,822.77"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Arrange a new deal in time"
          }), jsx(_components.td, {
            children: "4.5%"
          }), jsx(_components.td, {
            children: "£1,393.84"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "Drifting onto the SVR would add £361.29 to the £1,461.48 you had been paying. Against the new deal, it costs £428.93 a month, so three months on the SVR while you sort things out would cost £1,286.79. Note your deal's end date and start comparing about six months before."
    }), "\n", jsx(_components.h2, {
      children: "Early repayment charges and overpayments"
    }), "\n", jsx(_components.p, {
      children: "Most fixed, and some discount, deals charge an early repayment charge (ERC) if you repay more than the allowance or switch lender before the deal ends. ERCs are usually a percentage of the balance, often tiered so they fall each year. A five-year fix might charge 5% in year one, 4% in year two, then 3%, 2% and 1%."
    }), "\n", jsx(_components.p, {
      children: "Say you took a five-year fix on £250,000 at 5% and wanted to leave after three years. The balance would be about £233,700, and leaving in year four means a 2% charge: about £4,675. That can wipe out the saving from a cheaper rate elsewhere, so compare the two first."
    }), "\n", jsx(_components.p, {
      children: "Overpayments are the exception. Most lenders let you overpay up to 10% of the balance each year without a charge. On £250,000, that is up to £25,000 in the first year. Overpaying cuts the interest you pay and shortens the term. The calculator's overpayment field shows how much."
    }), "\n", jsx(_components.h2, {
      children: "How to choose"
    }), "\n", jsx(_components.p, {
      children: "These questions help."
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Could your budget absorb a rise?"
        }), " If a £150 increase in your payment would cause real strain, the certainty of a fix is worth a lot."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Are you likely to move or repay soon?"
        }), " A tracker with no ERC, or a fix you can take with you to a new home, keeps your options open."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "How long do you want certainty for?"
        }), " A five-year fix protects you for longer, but ties you in for longer too."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "What do the fees add?"
        }), " An arrangement fee of £999 or more can make a low rate dearer than a slightly higher rate with no fee, especially on a smaller loan."]
      }), "\n"]
    }), "\n", jsxs(_components.p, {
      children: ["No one knows where Bank Rate will go next, so do not choose on a forecast alone. For help comparing deals, a regulated mortgage adviser can look at the whole market for you, and MoneyHelper explains the ", jsx(_components.a, {
        href: "https://www.moneyhelper.org.uk/en/homes/buying-a-home/mortgage-interest-rate-options",
        children: "different mortgage interest rate options"
      }), " in plain terms."]
    }), "\n", jsx(_components.h2, {
      children: "Related guides"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: jsx(_components.a, {
          href: "/guides/mortgage-payment/what-does-my-mortgage-payment-include",
          children: "What does my mortgage payment include?"
        })
      }), "\n", jsx(_components.li, {
        children: jsx(_components.a, {
          href: "/guides/mortgage-payment/how-much-deposit-do-i-need",
          children: "How much deposit do I need?"
        })
      }), "\n", jsxs(_components.li, {
        children: ["Scenario: a ", jsx(_components.a, {
          href: "/scenarios/mortgage-payment/first-time-buyer-250k-at-5-percent",
          children: "first-time buyer borrowing £250,000 at 5%"
        })]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "Test your own rates"
    }), "\n", jsxs(_components.p, {
      children: ["Enter your loan, term and two or three possible rates into the ", jsx(_components.a, {
        href: "/calculators/mortgage-payment",
        children: "mortgage payment calculator"
      }), " to see what a fix, a tracker or the SVR would cost you each month, and how far a rise would stretch your budget."]
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
