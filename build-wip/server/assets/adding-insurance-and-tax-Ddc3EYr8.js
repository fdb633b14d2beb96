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
      children: "Callum is 34 and buying a two-bedroom terraced house on the edge of Derby for £215,000. He is putting down £25,000 and borrowing £190,000 on a five-year fix at 4.7% over 30 years. He already knew the mortgage repayment. What he wanted was the figure that actually leaves his account each month for the house."
    }), "\n", jsx(_components.h2, {
      children: "Who he is and why he is checking"
    }), "\n", jsxs(_components.p, {
      children: ["Callum has rented for ten years, and his landlord always dealt with the building insurance. Now he has to budget for it himself, and for council tax. The house is in Band C. His council's charge for that band is £2,050 a year, close to the England average for Band C. He will live alone, so he can claim the 25% single person discount, which brings his bill to £1,537.50. You can look up any home's band on GOV.UK under ", jsx(_components.a, {
        href: "https://www.gov.uk/council-tax-bands",
        children: "check your council tax band"
      }), "."]
    }), "\n", jsx(_components.p, {
      children: "His quote for combined buildings and contents insurance is £380 a year. His lender requires buildings cover from exchange of contracts, but he can buy it from any insurer."
    }), "\n", jsx(_components.h2, {
      children: "The numbers he entered"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Loan amount:"
        }), " £190,000."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Interest rate:"
        }), " 4.7% a year."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Mortgage term:"
        }), " 30 years."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Council tax per year:"
        }), " £1,537.50, the Band C charge less the single person discount."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Home insurance per year:"
        }), " £380."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Monthly overpayment:"
        }), " left blank."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "What the calculator shows"
    }), "\n", jsx(_components.p, {
      children: "The monthly mortgage repayment is £985.41. The calculator divides the yearly bills by 12, giving £128.13 a month for council tax and £31.67 for insurance. Together, the monthly total is £1,145.20."
    }), "\n", jsx(_components.p, {
      children: "Over the full term he would repay £354,748.26, of which £164,748.26 is interest. Those totals cover the mortgage only. Council tax and insurance aren't part of the loan, so they don't appear in them."
    }), "\n", jsx(_components.h2, {
      children: "What to take from it"
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Only part of the total goes to the lender."
      }), " In the UK, council tax is paid to your local council and insurance to your insurer. Your lender collects only the £985.41. The calculator adds the bills together so you can see the cost of the home in one figure, not because they are paid together. A rise in council tax never changes your mortgage payment, and a new rate when the fix ends never changes your council tax."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Council tax instalments don't match the monthly figure."
      }), " Councils usually collect the bill in ten instalments from April to January. Each one is larger than £128.13, with nothing to pay in February and March. If twelve equal payments suit him better, he can ask his council for them."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "His discount depends on living alone."
      }), " Callum's partner may move in next year. He ran the calculator again with the full £2,050. Council tax rises to £170.83 a month and the monthly total to £1,187.91. The repayment stays at £985.41. Shared bills would more than cover the difference, but he will need to tell the council when the discount ends."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Some costs still aren't in the figure."
      }), " Energy, water, broadband and repairs all come on top, and the landlord no longer pays for a broken boiler. He plans to set aside a small amount each month for repairs."]
    }), "\n", jsxs(_components.p, {
      children: ["Our guide ", jsx(_components.a, {
        href: "/guides/mortgage-payment/what-does-my-mortgage-payment-include",
        children: "what does my mortgage payment include?"
      }), " explains the split between interest and capital. The ", jsx(_components.a, {
        href: "/scenarios/mortgage-payment/first-time-buyer-250k-at-5-percent",
        children: "first-time buyer scenario"
      }), " shows what overpaying can save. These figures are estimates, not advice. A regulated mortgage adviser can help with the loan itself."]
    }), "\n", jsxs(_components.p, {
      children: ["Add your own bills in the ", jsx(_components.a, {
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
