import { jsx, jsxs, Fragment } from "react/jsx-runtime";
function _createMdxContent(props) {
  const _components = {
    a: "a",
    h2: "h2",
    li: "li",
    ol: "ol",
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
      children: "It is easier to set a rent ceiling before you start viewing than to talk yourself out of a flat you have already fallen for. This guide shows you how to set that ceiling from your own pay, what to take off for debts and bills, and how much cash you need on the day you get the keys."
    }), "\n", jsx(_components.h2, {
      children: "Start with 30% of your take-home pay"
    }), "\n", jsx(_components.p, {
      children: "A common guideline is that rent should take no more than about 30% of your take-home pay. That is your monthly pay after Income Tax, National Insurance, workplace pension and any student loan repayment: the figure on your payslip or bank statement, not your salary."
    }), "\n", jsx(_components.p, {
      children: "Two people on the same salary can take home quite different amounts once pension and student loan deductions are taken off, and rent is paid from your bank balance, so that is the number to test."
    }), "\n", jsx(_components.p, {
      children: "Here is the guideline at different levels of take-home pay, with the higher 35% figure for comparison:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Monthly take-home"
          }), jsx(_components.th, {
            children: "Rent at 30%"
          }), jsx(_components.th, {
            children: "Rent at 35%"
          }), jsx(_components.th, {
            children: "Cash to move in at the 30% rent"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£1,800"
          }), jsx(_components.td, {
            children: "£540"
          }), jsx(_components.td, {
            children: "£630"
          }), jsx(_components.td, {
            children: "£1,163.08"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£2,000"
          }), jsx(_components.td, {
            children: "£600"
          }), jsx(_components.td, {
            children: "£700"
          }), jsx(_components.td, {
            children: "£1,292.31"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£2,500"
          }), jsx(_components.td, {
            children: "£750"
          }), jsx(_components.td, {
            children: "£875"
          }), jsx(_components.td, {
            children: "£1,615.38"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£3,000"
          }), jsx(_components.td, {
            children: "£900"
          }), jsx(_components.td, {
            children: "£1,050"
          }), jsx(_components.td, {
            children: "£1,938.46"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£3,500"
          }), jsx(_components.td, {
            children: "£1,050"
          }), jsx(_components.td, {
            children: "£1,225"
          }), jsx(_components.td, {
            children: "£2,261.54"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "The last column is a five-week deposit plus the first month's rent, which is explained further down."
    }), "\n", jsx(_components.h2, {
      children: "Take your debt repayments off first"
    }), "\n", jsx(_components.p, {
      children: "Regular debt repayments are as fixed as rent, so the calculator takes them away from your rent budget. Car finance, personal loans, buy now pay later plans and the minimum payment on a credit card all count."
    }), "\n", jsx(_components.p, {
      children: "Say you take home £2,200 a month. At 30%, that gives £660. You also pay £180 a month on car finance and a £60 minimum on a credit card, so £240 in all. Take that off and your recommended rent falls to £420, which is about 19.1% of your take-home pay."
    }), "\n", jsx(_components.p, {
      children: "If £420 won't rent anything nearby, you can accept a higher share for a while, clear a debt before you move, or look at a cheaper type of home. At a 35% share, the same person gets £770, less £240, which is £530."
    }), "\n", jsx(_components.h2, {
      children: "Passing the agent's check is not the same as affording it"
    }), "\n", jsx(_components.p, {
      children: "Letting agents and referencing firms usually test gross income, not take-home pay. A common rule is that your yearly salary before tax must be at least 30 times the monthly rent. A guarantor is often asked to earn 36 times the rent. The rules vary, so ask the agent which test they use."
    }), "\n", jsx(_components.p, {
      children: "That test is looser than the 30% guideline. Take a salary of £30,000. With the 2025/26 tax rates in England, and no pension or student loan deductions, that is about £2,093.30 a month take-home. The agent's test allows rent of £1,000 a month (£30,000 divided by 30). The 30% guideline suggests about £627.99. At £1,000, rent would take nearly 48% of your take-home pay."
    }), "\n", jsxs(_components.p, {
      children: ["So a pass on referencing only means the agent thinks you are a reasonable risk. It doesn't mean you'll have enough left each month. Our guide to ", jsx(_components.a, {
        href: "/guides/rent-affordability/what-landlords-look-for",
        children: "what landlords look for"
      }), " explains the checks in full."]
    }), "\n", jsx(_components.h2, {
      children: "Costs that sit on top of rent"
    }), "\n", jsx(_components.p, {
      children: "The 30% figure covers rent alone. Before you commit, price up the rest:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Council tax."
        }), " This depends on the property's band and your council. If you live alone as an adult, you get a 25% single person discount."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Energy."
        }), " A badly insulated flat with electric storage heaters can cost far more to run than a newer one. Our guide on ", jsx(_components.a, {
          href: "/guides/energy-bill/how-to-estimate-your-electric-bill",
          children: "how to estimate your electric bill"
        }), " helps you put a number on it."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Water, broadband and the TV licence."
        }), " The licence costs £174.50 a year, or about £14.54 a month."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Contents insurance."
        }), " Your landlord's policy covers the building, not your belongings."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Getting to work."
        }), " A cheaper flat further out can cost more once you add the train fare or fuel. See ", jsx(_components.a, {
          href: "/guides/fuel-cost/how-to-estimate-commute-cost",
          children: "how to estimate commute cost"
        }), "."]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "When a listing says bills are included, check what is covered and whether there is a fair usage cap. Then compare the rent less those bills with your 30% figure."
    }), "\n", jsx(_components.h2, {
      children: "Cash you need before you move in"
    }), "\n", jsx(_components.p, {
      children: "In England, the Tenant Fees Act 2019 limits what you can be charged. The tenancy deposit is capped at five weeks' rent where the yearly rent is under £50,000, and a holding deposit at one week's rent. Most landlords also want the first month's rent before you move in."
    }), "\n", jsx(_components.p, {
      children: "To turn monthly rent into a week's rent, multiply by 12 and divide by 52. For a £660 flat:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "One week's rent: £660 × 12 ÷ 52 = £152.31 (the most a holding deposit can be)"
      }), "\n", jsx(_components.li, {
        children: "Five-week deposit: £761.54"
      }), "\n", jsx(_components.li, {
        children: "Deposit plus first month: £761.54 + £660 = £1,421.54"
      }), "\n"]
    }), "\n", jsxs(_components.p, {
      children: ["The holding deposit is normally put towards the deposit or the first month's rent. Your cash total stays the same. It just arrives earlier. Add removal costs on top. Our guide to ", jsx(_components.a, {
        href: "/guides/moving-cost/how-much-does-it-cost-to-move-house",
        children: "how much it costs to move house"
      }), " covers vans, packing and the costs people tend to forget."]
    }), "\n", jsx(_components.h2, {
      children: "When 30% is the wrong number"
    }), "\n", jsx(_components.p, {
      children: "Treat 30% as a starting point, not a rule. Adjust it for your situation:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "High-rent cities."
        }), " In London, many renters spend more than 30% because cheaper options are far from work. See how the numbers look in ", jsx(_components.a, {
          href: "/scenarios/rent-affordability/london-rent-2500-takehome",
          children: "renting in London on £2,500 take-home"
        }), ". At 30%, that pay gives £750 a month."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Families."
        }), " Childcare can cost as much as rent, so a household may need to aim well below 30%. The ", jsx(_components.a, {
          href: "/scenarios/rent-affordability/family-with-childcare-costs",
          children: "family with childcare costs"
        }), " scenario works through an example."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Saving for a deposit."
        }), " If you want to buy within a few years, a lower rent share frees up money to save. Our guide on ", jsx(_components.a, {
          href: "/guides/mortgage-payment/how-much-deposit-do-i-need",
          children: "how much deposit you need"
        }), " shows what you are aiming for."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Irregular income."
        }), " Base the figure on a lean month, not an average one."]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "Rents also go up. A 5% rise on £750 adds £37.50 a month, so leave some headroom for when your tenancy is renewed."
    }), "\n", jsx(_components.h2, {
      children: "Check a specific flat in two minutes"
    }), "\n", jsxs(_components.ol, {
      children: ["\n", jsx(_components.li, {
        children: "Enter your monthly take-home pay and your monthly debt repayments in the calculator."
      }), "\n", jsx(_components.li, {
        children: "Keep the share at 30%, or try 35% to see the upper end."
      }), "\n", jsx(_components.li, {
        children: "Compare the result with the advertised rent. Up to 30% is within the common guideline. Between 30% and 35% is slightly above it but often manageable. Above 35% is above typical guidelines."
      }), "\n", jsx(_components.li, {
        children: "Note the move-in cash figure and check you have it in savings."
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "These figures are estimates to help you plan, not financial advice. If rent would stretch your budget, MoneyHelper offers free, impartial help."
    }), "\n", jsxs(_components.p, {
      children: ["Ready to find your number? Use the ", jsx(_components.a, {
        href: "/calculators/rent-affordability",
        children: "rent affordability calculator"
      }), " to see your recommended rent and the cash you need to move in."]
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
