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
      children: "For most UK drivers who can charge at home, an electric car is cheaper to run than a petrol one, often by more than £1,000 a year. But the answer turns on one question more than any other: where the electricity comes from. This guide sets out the 2025 figures, shows a worked example and covers the costs beyond charging, including the road tax change from April 2025."
    }), "\n", jsx(_components.h2, {
      children: "Cost per mile: electricity against petrol"
    }), "\n", jsx(_components.p, {
      children: "The fairest way to compare is pence per mile. For an electric car, multiply its consumption in kWh per 100 miles by the price per kWh and divide by 100. For petrol, divide the price per gallon by the car's mpg."
    }), "\n", jsx(_components.p, {
      children: "Take a typical EV using 30 kWh per 100 miles (about 3.3 miles per kWh) and a petrol car doing 45 mpg with fuel at £1.40 a litre, which is £6.36 a gallon."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "How you fuel"
          }), jsx(_components.th, {
            children: "Price"
          }), jsx(_components.th, {
            children: "Cost per mile"
          }), jsx(_components.th, {
            children: "Cost for 12,000 miles"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "EV, off-peak EV tariff at home"
          }), jsx(_components.td, {
            children: "7.5p per kWh"
          }), jsx(_components.td, {
            children: "2.25p"
          }), jsx(_components.td, {
            children: "£270"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "EV, standard capped rate at home"
          }), jsx(_components.td, {
            children: "24.5p per kWh"
          }), jsx(_components.td, {
            children: "7.35p"
          }), jsx(_components.td, {
            children: "£882"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "EV, public rapid charger"
          }), jsx(_components.td, {
            children: "79p per kWh"
          }), jsx(_components.td, {
            children: "23.7p"
          }), jsx(_components.td, {
            children: "£2,844"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Petrol car, 45 mpg"
          }), jsx(_components.td, {
            children: "£1.40 per litre"
          }), jsx(_components.td, {
            children: "14.1p"
          }), jsx(_components.td, {
            children: "£1,697"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "The table shows the pattern clearly. Off-peak home charging costs about a sixth of petrol. Charging at the standard rate still roughly halves the cost. Rapid charging costs far more than petrol."
    }), "\n", jsx(_components.p, {
      children: "Real-world figures sit a little higher than the clean sums above. Around 10% of the energy is lost between the meter and the battery, cars use more in cold weather, and not every charge falls in the cheap overnight window. Allowing for that, most drivers who charge at home on an EV tariff at 7-9p per kWh pay roughly 3-5p a mile across a year. Petrol cars generally cost 13-17p a mile, depending on the car and the pump price."
    }), "\n", jsx(_components.h2, {
      children: "A worked example"
    }), "\n", jsx(_components.p, {
      children: "Suppose you drive 12,000 miles a year, the figure the calculator uses for its annual saving. Your car averages 30 kWh per 100 miles on the dashboard, which becomes 33 kWh once you add 10% for charging losses. You do 90% of your charging at home at 7.5p per kWh and 10% on rapid chargers at 79p."
    }), "\n", jsxs(_components.ol, {
      children: ["\n", jsx(_components.li, {
        children: "Blended price: 0.9 × 7.5p + 0.1 × 79p = 14.65p per kWh."
      }), "\n", jsx(_components.li, {
        children: "Cost per mile: 33 × 14.65p ÷ 100 = 4.83p."
      }), "\n", jsx(_components.li, {
        children: "Cost per year: 12,000 × 4.83p = about £580."
      }), "\n", jsx(_components.li, {
        children: "Petrol at 14.1p a mile: about £1,697 a year."
      }), "\n", jsx(_components.li, {
        children: "Saving: about £9.31 per 100 miles, or roughly £1,117 a year."
      }), "\n"]
    }), "\n", jsxs(_components.p, {
      children: ["Applying the loss figure to the public share too makes the estimate slightly cautious, which is no bad thing. Notice how much the 10% of rapid charging matters: it accounts for more than half the electricity bill for the car. Our guide to ", jsx(_components.a, {
        href: "/guides/ev-charging/home-charging-vs-public-charging",
        children: "home charging vs public charging"
      }), " looks at that trade-off in detail."]
    }), "\n", jsx(_components.h2, {
      children: "Road tax: the April 2025 change"
    }), "\n", jsx(_components.p, {
      children: "Until March 2025, electric cars paid no Vehicle Excise Duty. That ended on 1 April 2025. For 2025-26 the position is:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Electric car first registered"
          }), jsx(_components.th, {
            children: "What you pay"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "1 March 2001 to 31 March 2017"
          }), jsx(_components.td, {
            children: "£20 a year"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "1 April 2017 to 31 March 2025"
          }), jsx(_components.td, {
            children: "£195 a year standard rate"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "From 1 April 2025"
          }), jsx(_components.td, {
            children: "£10 in the first year, then £195"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "From 1 April 2025, list price over £40,000"
          }), jsx(_components.td, {
            children: "£195 plus £425 a year in years two to six"
          })]
        })]
      })]
    }), "\n", jsxs(_components.p, {
      children: ["A petrol car registered since April 2017 also pays the £195 standard rate, so for most cars road tax is no longer a point of difference. The one to watch is the expensive car supplement, which applies to pricier cars whatever their fuel. The government has announced that the threshold for zero-emission cars will rise to £50,000 from April 2026. Check current rates on ", jsx(_components.a, {
        href: "https://www.gov.uk/vehicle-tax-rate-tables",
        children: "GOV.UK's vehicle tax rate tables"
      }), "."]
    }), "\n", jsx(_components.p, {
      children: "The November 2025 Budget also announced a pay-per-mile charge for electric cars from April 2028, set at 3p a mile in its first year. At 12,000 miles that would add £360 a year. In the worked example it would lift the cost from 4.83p to 7.83p a mile, still only a little over half the petrol figure."
    }), "\n", jsx(_components.h2, {
      children: "Costs beyond the charger"
    }), "\n", jsx(_components.p, {
      children: "Energy is the biggest running cost you control, but it is not the only one."
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Servicing."
        }), " EVs have no oil, spark plugs, clutch or exhaust, and regenerative braking spares the brake pads. Scheduled servicing is usually cheaper."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Tyres."
        }), " EVs are heavier and deliver torque instantly, so tyres can wear faster. Budget for replacements a little sooner."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Insurance."
        }), " Premiums are often higher, reflecting repair costs and parts. Get quotes before you buy."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Home charger."
        }), " A wallbox usually costs several hundred pounds or more to install. It pays for itself through off-peak charging if you drive a reasonable distance."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Purchase price and depreciation."
        }), " These usually dominate total cost. New EVs still tend to cost more than comparable petrol cars, although the Electric Car Grant, launched in July 2025, takes up to £3,750 off eligible new models. Used EV prices have fallen sharply, which helps buyers and hurts sellers."]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "A simple test is the payback period. If an EV costs £5,000 more than the petrol alternative and saves you £1,117 a year, the extra outlay is covered in about four and a half years, before counting servicing."
    }), "\n", jsx(_components.h2, {
      children: "When an EV may not save money"
    }), "\n", jsx(_components.p, {
      children: "The numbers turn against an electric car in a few situations:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "You cannot charge at home or work and rely on rapid chargers."
      }), "\n", jsx(_components.li, {
        children: "You drive few miles, so even a large saving per mile adds up to little each year."
      }), "\n", jsx(_components.li, {
        children: "You pay a large premium for the car itself, or finance it at a high rate."
      }), "\n", jsx(_components.li, {
        children: "You stay on a standard tariff and charge during the day, which still saves money but much less."
      }), "\n"]
    }), "\n", jsxs(_components.p, {
      children: ["If you drive a lot, can charge off-peak at home and keep cars for several years, the case is strongest. To see how your own mileage changes the picture, the ", jsx(_components.a, {
        href: "/scenarios/ev-charging/10000-miles-a-year-home-charging",
        children: "10,000 miles a year with home charging"
      }), " scenario is a useful starting point. For the petrol side, ", jsx(_components.a, {
        href: "/guides/fuel-cost/why-mpg-isnt-the-whole-story",
        children: "why mpg isn't the whole story"
      }), " explains why your real fuel economy may be lower than the brochure says."]
    }), "\n", jsxs(_components.p, {
      children: ["These are estimates, not financial advice. For a big purchase or a finance deal, ", jsx(_components.a, {
        href: "https://www.moneyhelper.org.uk",
        children: "MoneyHelper"
      }), " offers free, impartial guidance."]
    }), "\n", jsx(_components.h2, {
      children: "Work out your own figures"
    }), "\n", jsxs(_components.p, {
      children: ["Enter your car's consumption, your tariff and your petrol car's mpg into the ", jsx(_components.a, {
        href: "/calculators/ev-charging",
        children: "EV charging cost calculator"
      }), " to see your cost per mile, your saving per 100 miles and the yearly difference."]
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
