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
      children: "Jess and Ravi live in Nottingham with their daughter, Isla, who turned two in the summer. Their landlord has told them he plans to sell their two-bed flat, so they are looking for a two-bedroom house with a small garden near Isla's nursery. Before they start viewing, they want to know what rent their budget really supports once childcare is paid for."
    }), "\n", jsx(_components.h2, {
      children: "Who they are and why they are checking"
    }), "\n", jsx(_components.p, {
      children: "Between them, Jess and Ravi take home £4,800 a month after tax, National Insurance and pension. Isla goes to nursery three days a week. Since September 2025, eligible working parents in England can get up to 30 hours a week of funded childcare from nine months old until school, for 38 weeks a year. Their nursery spreads those hours across the year, but still charges for the longer days, meals and holiday weeks. Their bill comes to about £380 a month."
    }), "\n", jsx(_components.p, {
      children: "They also pay £170 a month on car finance. The houses they have shortlisted are advertised at £1,050 to £1,150 a month."
    }), "\n", jsx(_components.h2, {
      children: "The numbers they entered"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Monthly take-home pay:"
        }), " £4,800, both salaries combined."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Share of pay for rent:"
        }), " 30%, the default."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Existing debt repayments per month:"
        }), " £550, made up of £380 of childcare and £170 of car finance."]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "A word on that last field. It is labelled for debt repayments, and childcare isn't a debt. But the calculator doesn't know the difference. It treats whatever you enter as a fixed monthly commitment and takes it off the rent budget pound for pound. So the result answers this question: if rent, childcare and car finance together take 30% of take-home pay, what is left for rent?"
    }), "\n", jsx(_components.h2, {
      children: "What the calculator shows"
    }), "\n", jsx(_components.p, {
      children: "Before any commitments, 30% of £4,800 is £1,440.00. Taking off the £550 leaves a recommended rent of £890.00 a month, which is 18.5% of their take-home pay. The weekly equivalent is £205.38."
    }), "\n", jsx(_components.p, {
      children: "At that rent, a five-week deposit would be £1,026.92, and the cash to move in, deposit plus first month, comes to £1,916.92."
    }), "\n", jsx(_components.p, {
      children: "That 18.5% can look oddly low, but the sum explains it. The rest of the 30% has already gone on childcare and the car. None of the houses on their shortlist fits inside £890."
    }), "\n", jsx(_components.h2, {
      children: "What to take from it"
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Try a higher share, knowing what it means."
      }), " They ran the calculator again at 35%. That gives £1,680.00 before commitments and £1,130.00 after, or 23.5% of take-home pay. It would cover most of their shortlist, but not the £1,150 house. Moving in at £1,130 would need £2,433.85 in cash. At 35%, rent, childcare and car finance together would take more than a third of their pay, so the rest of the budget has to be checked too."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Commitments change over time."
      }), " The car finance ends in just over a year. With only the £380 of childcare entered, the calculator gives £1,060.00 at 30%, or 22.1% of take-home pay. That helps at the first renewal, not on the day they sign. Childcare costs don't vanish at school age either: wraparound care and holiday clubs take over from nursery fees."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Check the help you can get."
      }), " If they qualify, Tax-Free Childcare adds £2 for every £8 they pay, up to £2,000 a year per child, and it can be used alongside the funded hours. GOV.UK explains ", jsx(_components.a, {
        href: "https://www.gov.uk/tax-free-childcare",
        children: "how Tax-Free Childcare works"
      }), "."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Budget for the house as well as the rent."
      }), " A house usually costs more in council tax and energy than a flat."]
    }), "\n", jsxs(_components.p, {
      children: ["Our guide on ", jsx(_components.a, {
        href: "/guides/rent-affordability/how-much-rent-can-i-afford",
        children: "how much rent you can afford"
      }), " explains the 30% guideline. If you're applying together, ", jsx(_components.a, {
        href: "/guides/rent-affordability/what-landlords-look-for",
        children: "what landlords look for"
      }), " covers joint income checks. These are planning estimates, not advice. MoneyHelper offers free budgeting help if money feels tight."]
    }), "\n", jsxs(_components.p, {
      children: ["Enter your own pay and commitments in the ", jsx(_components.a, {
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
