import { jsx, jsxs, Fragment } from "react/jsx-runtime";
function _createMdxContent(props) {
  const _components = {
    a: "a",
    h2: "h2",
    li: "li",
    p: "p",
    strong: "strong",
    ul: "ul",
    ...props.components
  };
  return jsxs(Fragment, {
    children: [jsx(_components.p, {
      children: "Priya and Tom, 31 and 33, have rented in Northampton for four years. In 2025 they had an offer accepted on a three-bedroom semi at £280,000. They are putting down a £30,000 deposit, built up partly through two Lifetime ISAs, so they need to borrow £250,000. Before they accept the lender's offer, they want to see the full cost of the loan, not just the monthly figure."
    }), "\n", jsx(_components.h2, {
      children: "Who they are and why they are checking"
    }), "\n", jsx(_components.p, {
      children: "Their combined salary is £62,000 before tax. They pay £1,150 a month in rent now. Their broker has found a five-year fixed rate at 5% with a 25-year term. The loan is just under 90% of the price, so it sits in the 90% loan-to-value band. As first-time buyers in England buying at £300,000 or less, they pay no stamp duty."
    }), "\n", jsx(_components.p, {
      children: "They have two questions. How does the repayment compare with their rent? And is it worth overpaying from the start, or taking a longer term to lower the payment?"
    }), "\n", jsx(_components.h2, {
      children: "The numbers they entered"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Loan amount:"
        }), " £250,000, the price less their deposit."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Interest rate:"
        }), " 5% a year."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Mortgage term:"
        }), " 25 years."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Council tax, home insurance and overpayment:"
        }), " left blank for now."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "What the calculator shows"
    }), "\n", jsx(_components.p, {
      children: "The monthly repayment is £1,461.48. Over 25 years they would repay £438,442.53 in total, of which £188,442.53 is interest. With nothing else entered, the monthly total is also £1,461.48."
    }), "\n", jsx(_components.p, {
      children: "That is a little over £300 a month more than their rent. A year of repayments comes to a little under 30% of their combined gross pay. That sits just under the 30-35% range that lenders and guides commonly treat as the upper limit."
    }), "\n", jsx(_components.p, {
      children: "The calculator assumes 5% for the whole 25 years. Their fix lasts five, so the later figures will change with whatever rate they get next. Treat the totals as a guide."
    }), "\n", jsx(_components.h2, {
      children: "What to take from it"
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Overpaying a little makes a big difference."
      }), " Priya and Tom entered a monthly overpayment of £150. The calculator shows that it would save £35,533.96 in interest and clear the mortgage 4 years 1 month sooner. That is £1,800 a year, well inside the 10% of the balance most lenders let you overpay each year without a charge. They can also stop if money gets tight, which a shorter term wouldn't allow."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "A longer term costs more than it seems."
      }), " They also tried 30 years at the same rate. The repayment falls to £1,342.05, but total interest rises to £233,139.46. They decided to keep the 25-year term and treat overpayments as optional."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "The repayment isn't the whole cost."
      }), " Council tax, buildings insurance, energy and repairs all come on top. The ", jsx(_components.a, {
        href: "/scenarios/mortgage-payment/adding-insurance-and-tax",
        children: "adding insurance and tax scenario"
      }), " shows how to fold those into a monthly total."]
    }), "\n", jsxs(_components.p, {
      children: ["Before overpaying, they plan to keep an emergency fund of three months' spending. Money sent to the lender is hard to get back. They have also set a reminder to look for a new deal about six months before the fix ends. Our guide to ", jsx(_components.a, {
        href: "/guides/mortgage-payment/fixed-vs-variable-rate-explained",
        children: "fixed vs variable rates"
      }), " explains what happens then, and ", jsx(_components.a, {
        href: "/guides/mortgage-payment/how-much-deposit-do-i-need",
        children: "how much deposit you need"
      }), " covers the loan-to-value bands."]
    }), "\n", jsx(_components.p, {
      children: "These are estimates, not financial advice. A regulated mortgage adviser can check a deal against your circumstances, and MoneyHelper has free guides to buying a home."
    }), "\n", jsxs(_components.p, {
      children: ["Try your own loan in the ", jsx(_components.a, {
        href: "/calculators/mortgage-payment",
        children: "mortgage payment calculator"
      }), "."]
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
