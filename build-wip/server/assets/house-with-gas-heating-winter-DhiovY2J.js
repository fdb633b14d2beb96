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
      children: "The Hughes family live in a three-bedroom semi-detached house in Derby: two adults, two teenagers and a gas combi boiler that provides the heating and hot water. Last January's bill was a shock, and this year they want a winter figure in mind before the cold weather arrives. They tried the calculator first, then compared it with their own bills. The gap between the two is the most useful part of this example."
    }), "\n", jsx(_components.h2, {
      children: "The numbers they entered"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Floor area:"
        }), " 85, with the unit set to square metres, from the house's Energy Performance Certificate"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Bedrooms:"
        }), " 3"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "People living there:"
        }), " 4"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Usage profile:"
        }), " high, to reflect a winter month with the heating on and everyone at home more"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Electricity unit rate:"
        }), " £0.28 per kWh"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Electricity standing charge:"
        }), " £0.51 a day"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Gas unit rate:"
        }), " £0.07 per kWh"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Gas standing charge:"
        }), " £0.30 a day"]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "What the calculator shows"
    }), "\n", jsx(_components.p, {
      children: "The calculator puts the total at £258.54 a month. That splits into £219.90 for electricity, based on 730 kWh, and £38.64 for gas, based on 422 kWh. Its yearly figure is £3,102.47, and average use comes to 38.4 kWh a day."
    }), "\n", jsx(_components.h2, {
      children: "Why the real winter bill looks different"
    }), "\n", jsx(_components.p, {
      children: "The calculator's formula is a rough planning estimate built from floor area, bedrooms and people. It knows nothing about insulation, the weather or how warm the family keep the house. In a gas-heated home, that matters most in winter."
    }), "\n", jsx(_components.p, {
      children: "Their bills from last January showed 1,850 kWh of gas and 520 kWh of electricity over 31 days. Working it through by hand at this year's rates:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "Gas: 1,850 kWh at 7p is £129.50, plus 31 days at 30p, £9.30, for £138.80"
      }), "\n", jsx(_components.li, {
        children: "Electricity: 520 kWh at 28p is £145.60, plus 31 days at 51p, £15.81, for £161.41"
      }), "\n", jsx(_components.li, {
        children: "Total: £300.21"
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "Their real gas use was more than four times the calculator's 422 kWh. For scale, Ofgem's typical medium home uses 11,500 kWh of gas a year, about 958 kWh a month on average, and a cold month in a 3-bed house can run far above that. The calculator's electricity figure, on the other hand, is higher than their real use. The two totals end up about £42 apart, and even that is only because one error partly cancels the other."
    }), "\n", jsx(_components.h2, {
      children: "What to take from it"
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Use your own readings for winter gas."
      }), " The calculator gives a sensible starting point for a home you have not lived in. Once you have bills, your own January figure is a far better guide than any formula."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "The profile setting is not a season setting."
      }), " They ran the calculator again on the average profile. The total fell to £204.56 a month, with gas at 324 kWh costing £31.83. Moving from average to high changes the gas line by only £6.81, while their real gas use swings several times over between July and January."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Do not annualise a winter month."
      }), " The £3,102.47 yearly figure is this month multiplied by 12. A winter month repeated 12 times is not a yearly budget, so add up your last 12 months of bills instead."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Small changes add up in winter."
      }), " Turning the boiler's flow temperature down, heating only the rooms in use and bleeding the radiators all cut gas use without changing the tariff. Our guide to ", jsx(_components.a, {
        href: "/guides/energy-bill/gas-vs-electric-heating-costs",
        children: "gas vs electric heating costs"
      }), " explains why gas heat is still cheaper per kWh than direct electric heating. For a much smaller home, see the ", jsx(_components.a, {
        href: "/scenarios/energy-bill/flat-300kwh-monthly",
        children: "flat using about 300 kWh a month"
      }), "."]
    }), "\n", jsx(_components.p, {
      children: "If winter bills are hard to pay, talk to your supplier early about a payment plan. MoneyHelper has free guidance on dealing with energy debt."
    }), "\n", jsxs(_components.p, {
      children: ["Try your own home's details and rates in the ", jsx(_components.a, {
        href: "/calculators/energy-bill",
        children: "energy bill calculator"
      }), ", then set the result against your last winter bill."]
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
