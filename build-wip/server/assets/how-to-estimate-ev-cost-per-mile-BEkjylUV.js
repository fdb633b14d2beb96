import { jsx, jsxs, Fragment } from "react/jsx-runtime";
function _createMdxContent(props) {
  const _components = {
    a: "a",
    h2: "h2",
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
      children: "Your electric car's cost per mile comes from just two numbers: how much energy it uses and what you pay for that energy. Getting each one right takes a little care, because dashboards, brochures and tariffs all quote them differently. This guide gives you a method you can follow with your own figures, a worked example and the mistakes that most often skew the result."
    }), "\n", jsx(_components.h2, {
      children: "The formula"
    }), "\n", jsx(_components.p, {
      children: "Cost per mile in pence = kWh per 100 miles × price per kWh in pence ÷ 100."
    }), "\n", jsxs(_components.p, {
      children: ["A car using 30 kWh per 100 miles, charged at 7.5p per kWh, costs 30 × 7.5 ÷ 100 = 2.25p a mile. This is the sum the ", jsx(_components.a, {
        href: "/calculators/ev-charging",
        children: "EV charging calculator"
      }), " does for you. The steps below help you choose the right inputs."]
    }), "\n", jsx(_components.h2, {
      children: "Step 1: Find your car's consumption"
    }), "\n", jsx(_components.p, {
      children: "Most cars show efficiency on the dashboard or in the app, usually as miles per kWh. The calculator needs kWh per 100 miles, so convert it by dividing 100 by your miles per kWh."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Miles per kWh"
          }), jsx(_components.th, {
            children: "kWh per 100 miles"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "2.5"
          }), jsx(_components.td, {
            children: "40.0"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "3.0"
          }), jsx(_components.td, {
            children: "33.3"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "3.5"
          }), jsx(_components.td, {
            children: "28.6"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "4.0"
          }), jsx(_components.td, {
            children: "25.0"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "Other units you may meet:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Wh per mile."
        }), " Divide by 10. For example, 300 Wh per mile is 30 kWh per 100 miles."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "kWh per 100 km."
        }), " Multiply by 1.609 to get kWh per 100 miles, so 18 kWh per 100 km is about 29 kWh per 100 miles. You can also switch the calculator to kilometres and enter the figure as it is."]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "Use a year-round average, not your best summer trip. Cold batteries, cabin heating and motorway speeds all raise consumption. A car that manages 3.5 miles per kWh in July (28.6 kWh per 100 miles) may drop to 2.8 in January (35.7 kWh per 100 miles). If your trip computer only covers recent weeks, reset it and note the figure each season."
    }), "\n", jsx(_components.p, {
      children: "Avoid working back from the official range. WLTP figures come from a standard test cycle, and real-world consumption is usually higher."
    }), "\n", jsx(_components.h2, {
      children: "Step 2: Allow for charging losses"
    }), "\n", jsx(_components.p, {
      children: "The dashboard counts the energy the car uses, not the energy you buy. When you charge at home, roughly 10% is lost as heat in the charger, cable and battery. Multiply your kWh per 100 miles by 1.1 to get the figure your meter sees. A car using 30 kWh per 100 miles on the dashboard draws about 33 kWh from the wall."
    }), "\n", jsx(_components.p, {
      children: "Rapid chargers meter the energy after most of the conversion has happened, so losses there matter less. Leaving the 10% on your public share makes your estimate slightly cautious rather than wrong."
    }), "\n", jsx(_components.h2, {
      children: "Step 3: Choose your price per kWh"
    }), "\n", jsx(_components.p, {
      children: "Use the unit rate you actually pay when the car charges. Typical 2025 figures:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Off-peak EV tariff at home:"
        }), " 7-9p per kWh."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Standard rate under the price cap:"
        }), " around 24-27p per kWh."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Public rapid and ultra-rapid chargers:"
        }), " 70-85p per kWh, including 20% VAT."]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "Leave the standing charge out. You pay it anyway, so the car only adds the unit cost of the extra electricity."
    }), "\n", jsxs(_components.p, {
      children: ["If some charging happens outside your cheap window, or on public chargers, blend the prices by share. The calculator does this when you enter a public charging share and price. Our guide to ", jsx(_components.a, {
        href: "/guides/ev-charging/home-charging-vs-public-charging",
        children: "home charging vs public charging"
      }), " shows how quickly a public share raises the average."]
    }), "\n", jsx(_components.h2, {
      children: "Step 4: Work it through"
    }), "\n", jsx(_components.p, {
      children: "Here is a full example for a driver whose car averages 3.2 miles per kWh across the year."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Step"
          }), jsx(_components.th, {
            children: "Working"
          }), jsx(_components.th, {
            children: "Result"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Convert to kWh per 100 miles"
          }), jsx(_components.td, {
            children: "100 ÷ 3.2"
          }), jsx(_components.td, {
            children: "31.25 kWh"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Add 10% for losses"
          }), jsx(_components.td, {
            children: "31.25 × 1.1"
          }), jsx(_components.td, {
            children: "about 34.4 kWh"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Home only at 8p per kWh"
          }), jsx(_components.td, {
            children: "34.4 × 8 ÷ 100"
          }), jsx(_components.td, {
            children: "2.75p a mile"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Blend 15% public at 79p"
          }), jsx(_components.td, {
            children: "0.85 × 8p + 0.15 × 79p"
          }), jsx(_components.td, {
            children: "18.65p per kWh"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Blended cost per mile"
          }), jsx(_components.td, {
            children: "34.4 × 18.65 ÷ 100"
          }), jsx(_components.td, {
            children: "6.42p a mile"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "Over 12,000 miles, home-only charging costs about £330 a year. With 15% of the energy from rapid chargers, it rises to about £770. That small public share more than doubles the bill."
    }), "\n", jsx(_components.h2, {
      children: "Step 5: Compare it with petrol"
    }), "\n", jsx(_components.p, {
      children: "To see what you save, work out the petrol figure the same way. Multiply the price per litre by 4.546 to get the price per gallon, then divide by the car's mpg. At £1.40 a litre, a gallon costs £6.36, and a 45 mpg car costs 14.1p a mile."
    }), "\n", jsx(_components.p, {
      children: "Against the blended 6.42p a mile above, the EV saves about £7.73 per 100 miles, or roughly £927 over 12,000 miles. If you drive 8,000 miles a year, the saving is about £618."
    }), "\n", jsxs(_components.p, {
      children: ["Use a realistic mpg for the petrol car too. Brochure figures are often optimistic, as ", jsx(_components.a, {
        href: "/guides/fuel-cost/why-mpg-isnt-the-whole-story",
        children: "why mpg isn't the whole story"
      }), " explains. For a regular journey, ", jsx(_components.a, {
        href: "/guides/fuel-cost/how-to-estimate-commute-cost",
        children: "how to estimate your commute cost"
      }), " shows how to turn a per-mile figure into a weekly or monthly one."]
    }), "\n", jsx(_components.h2, {
      children: "Quick reference"
    }), "\n", jsx(_components.p, {
      children: "Cost per mile by efficiency, with 10% losses added for home charging:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Miles per kWh"
          }), jsx(_components.th, {
            children: "Home at 7.5p"
          }), jsx(_components.th, {
            children: "Home at 24.5p"
          }), jsx(_components.th, {
            children: "Rapid at 79p"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "2.5"
          }), jsx(_components.td, {
            children: "3.30p"
          }), jsx(_components.td, {
            children: "10.78p"
          }), jsx(_components.td, {
            children: "31.60p"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "3.0"
          }), jsx(_components.td, {
            children: "2.75p"
          }), jsx(_components.td, {
            children: "8.98p"
          }), jsx(_components.td, {
            children: "26.33p"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "3.5"
          }), jsx(_components.td, {
            children: "2.36p"
          }), jsx(_components.td, {
            children: "7.70p"
          }), jsx(_components.td, {
            children: "22.57p"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "4.0"
          }), jsx(_components.td, {
            children: "2.06p"
          }), jsx(_components.td, {
            children: "6.74p"
          }), jsx(_components.td, {
            children: "19.75p"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "Across a year, with winter driving and the odd charge outside the cheap window, most home chargers on an EV tariff end up around 3-5p a mile. Petrol cars typically cost 13-17p."
    }), "\n", jsx(_components.h2, {
      children: "Common mistakes"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "Using the official range or a best-ever efficiency figure instead of a year-round average."
      }), "\n", jsx(_components.li, {
        children: "Forgetting charging losses, which understates home costs by about a tenth."
      }), "\n", jsx(_components.li, {
        children: "Applying the off-peak rate to every charge, including daytime top-ups and rapid stops."
      }), "\n", jsx(_components.li, {
        children: "Mixing kilometres and miles. Check which unit your figure is in before you enter it."
      }), "\n", jsx(_components.li, {
        children: "Adding the standing charge, which you would pay without the car."
      }), "\n"]
    }), "\n", jsxs(_components.p, {
      children: ["These figures are estimates to help you plan, not financial advice. For the wider question of whether switching makes sense, see ", jsx(_components.a, {
        href: "/guides/ev-charging/is-it-cheaper-to-run-an-ev",
        children: "is it cheaper to run an EV"
      }), "."]
    }), "\n", jsx(_components.h2, {
      children: "Run your numbers"
    }), "\n", jsxs(_components.p, {
      children: ["Enter your consumption, your tariff and any public charging into the ", jsx(_components.a, {
        href: "/calculators/ev-charging",
        children: "EV charging cost calculator"
      }), " to get your cost per mile and your saving against petrol in seconds."]
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
