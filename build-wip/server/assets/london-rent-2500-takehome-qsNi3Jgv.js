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
      children: "Maya is 27 and works as an account manager for a small agency in central London. After Income Tax, National Insurance, her workplace pension and her student loan, £2,500 lands in her bank account each month. Her tenancy ends this autumn, and she wants a clear rent ceiling before she books a single viewing."
    }), "\n", jsx(_components.h2, {
      children: "Who she is and why she is checking"
    }), "\n", jsx(_components.p, {
      children: "For the last two years Maya has rented a room in a four-person house share in Walthamstow. Her landlord has offered to renew at £870 a month, up from £820. She is also tempted by a studio of her own. The studios she has seen advertised in zones 3 and 4 start at about £1,300 a month."
    }), "\n", jsx(_components.p, {
      children: "She has no car, no loans and no credit card balance, so nothing comes off her rent budget for debt. What she wants to know is simple: what does the common guideline say she can pay, and how far do the two options sit from it?"
    }), "\n", jsx(_components.h2, {
      children: "The numbers she entered"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Monthly take-home pay:"
        }), " £2,500, the figure on her payslip after every deduction."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Share of pay for rent:"
        }), " 30%, the calculator's default."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Existing debt repayments:"
        }), " left blank, because she has none."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "What the calculator shows"
    }), "\n", jsx(_components.p, {
      children: "At 30% of £2,500, the calculator puts her recommended rent at £750.00 a month, which is 30.0% of her take-home pay and within the common guideline. The weekly equivalent is £173.08."
    }), "\n", jsx(_components.p, {
      children: "It also shows the cash she would need to move into a new home at that rent. A tenancy deposit capped at five weeks' rent comes to £865.38, and with the first month's rent on top, she would need £1,615.38 before she gets the keys."
    }), "\n", jsx(_components.p, {
      children: "Neither of her options fits inside £750. Her current room, even before the increase, is already above it. The studio is far beyond it."
    }), "\n", jsx(_components.h2, {
      children: "What to take from it"
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Thirty per cent is a starting point, not a rule."
      }), " In London many renters pay more than 30% because cheaper homes are a long way from work. Maya ran the calculator again at 35%. That gives £875.00 a month, which the calculator marks as slightly above the guideline but often manageable. The renewal at £870 sits just inside that figure. At 35%, moving somewhere new would need £1,884.62 in cash: a £1,009.62 deposit plus the first month."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "The studio fails on any sensible measure."
      }), " Even at a 40% share the calculator only reaches £1,000.00, and it warns that this is above typical guidelines. A £1,300 studio would take more than half of her pay before council tax, energy, broadband and travel, all of which she would pay alone."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Staying put has a hidden saving."
      }), " If she renews, her deposit stays where it is. She needs no new move-in cash and no removal van. That money can go into savings instead."]
    }), "\n", jsx(_components.p, {
      children: "The other routes she weighed:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "A cheaper room further out, which could bring the rent near £750 but would add to her travel costs."
      }), "\n", jsx(_components.li, {
        children: "A room with a live-in landlord. That is often cheaper, but as a lodger she would have fewer rights."
      }), "\n", jsx(_components.li, {
        children: "Asking the landlord for a smaller increase in return for a longer tenancy."
      }), "\n"]
    }), "\n", jsxs(_components.p, {
      children: ["She decided to renew and to check the numbers again in a year. Our guide on ", jsx(_components.a, {
        href: "/guides/rent-affordability/how-much-rent-can-i-afford",
        children: "how much rent you can afford"
      }), " covers the costs that sit on top of rent. ", jsx(_components.a, {
        href: "/guides/rent-affordability/rent-vs-house-share-pros-and-cons",
        children: "Renting alone vs a house share"
      }), " puts the two options side by side."]
    }), "\n", jsxs(_components.p, {
      children: ["These figures are estimates to plan with, not financial advice. If rent is stretching your budget, MoneyHelper offers free, impartial help. To test your own pay, use the ", jsx(_components.a, {
        href: "/calculators/rent-affordability",
        children: "rent affordability calculator"
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
