import { jsx, jsxs, Fragment } from "react/jsx-runtime";
function _createMdxContent(props) {
  const _components = {
    a: "a",
    h2: "h2",
    h3: "h3",
    li: "li",
    p: "p",
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
      children: "Driving to work is a big regular cost that many UK households never write down, because it arrives in small amounts at the pump. This guide turns three numbers you already have into a daily, monthly and yearly figure, and shows how to avoid the two mistakes behind most wrong estimates: an optimistic mpg and a careless count of working days."
    }), "\n", jsx(_components.h2, {
      children: "The three numbers you need"
    }), "\n", jsx(_components.h3, {
      children: "1. Your one-way distance"
    }), "\n", jsx(_components.p, {
      children: "Use the route you actually drive, not the shortest one on a map. A route planner set to your usual roads works, or reset your trip meter for a week and divide by the number of journeys. Include any daily detour, such as the nursery drop-off."
    }), "\n", jsx(_components.h3, {
      children: "2. Your real fuel economy"
    }), "\n", jsxs(_components.p, {
      children: ["The brochure figure comes from a laboratory test. Your trip computer is closer to the truth, but many read a little high. The most reliable method is brim to brim: fill the tank, reset the trip meter, drive normally, fill up again and divide the miles by the litres you bought, then multiply by 4.546 to get UK miles per gallon. Our guide on ", jsx(_components.a, {
        href: "/guides/fuel-cost/why-mpg-isnt-the-whole-story",
        children: "why mpg isn't the whole story"
      }), " explains why the official number and your number differ."]
    }), "\n", jsx(_components.h3, {
      children: "3. The price you pay"
    }), "\n", jsx(_components.p, {
      children: "UK forecourts show prices per litre. In 2025 petrol has mostly sat around £1.35 to £1.45 a litre, with diesel a few pence more. Use the price at the garage you normally use, not the cheapest you have seen. The calculator asks for a price per gallon when you use mpg, but you can switch it to per litre and it converts for you, using 4.54609 litres to the UK gallon."
    }), "\n", jsx(_components.h2, {
      children: "A worked example"
    }), "\n", jsx(_components.p, {
      children: "Take a commuter who drives 18 miles each way in a petrol car that really returns 36 mpg, paying £1.37 a litre."
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "Price per gallon: £1.37 x 4.54609 = £6.228"
      }), "\n", jsx(_components.li, {
        children: "Cost per mile: £6.228 / 36 = £0.173, or 17.3p"
      }), "\n", jsx(_components.li, {
        children: "Round trip: 36 miles, costing £6.23 a day"
      }), "\n", jsx(_components.li, {
        children: "Week of five days: 180 miles, £31.14"
      }), "\n", jsx(_components.li, {
        children: "The calculator's daily commute mode: 18 x 2 x 5 days x 4 weeks = 720 miles, £124.56 a month"
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "Twelve of those months come to £1,494.72, or about £1,495 a year. The calculator works with the unrounded cost per mile, so multiplying the rounded pence by your miles can sometimes land a few pence away from its total."
    }), "\n", jsx(_components.h2, {
      children: "20 days or 22? Counting working days honestly"
    }), "\n", jsx(_components.p, {
      children: "The calculator's daily commute mode uses a simple convention: 5 days a week for 4 weeks, so 20 commuting days a month. That is easy to check and easy to compare, but it is not the only sensible answer."
    }), "\n", jsx(_components.p, {
      children: "A calendar month averages 4.33 weeks, which gives 21.65 weekdays, so people often say there are 22 working days in a month. If you want to know what a month with no leave or bank holidays will cost, 22 is the better number."
    }), "\n", jsx(_components.p, {
      children: "Over a whole year, though, you do not commute on every weekday. A full-time employee is entitled to 5.6 weeks of paid leave, which is 28 days for a five-day week, and many employers count bank holidays within that. There are 261 weekdays in 2025, so a typical full-timer drives to work on about 233 of them, which works out at roughly 19.4 days a month. The 20-day convention is therefore close to the yearly average, while 22 days is closer to a busy month with no time off."
    }), "\n", jsx(_components.p, {
      children: "Here is the same 36-mile round trip at 17.3p a mile, counted four ways:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Way of counting"
          }), jsx(_components.th, {
            children: "Commuting days"
          }), jsx(_components.th, {
            children: "Miles"
          }), jsx(_components.th, {
            children: "Fuel cost"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Calculator daily mode (5 x 4)"
          }), jsx(_components.td, {
            children: "20 a month"
          }), jsx(_components.td, {
            children: "720 a month"
          }), jsx(_components.td, {
            children: "£124.56 a month"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Full month, no leave"
          }), jsx(_components.td, {
            children: "22 a month"
          }), jsx(_components.td, {
            children: "792 a month"
          }), jsx(_components.td, {
            children: "£137.02 a month"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Real year after 28 days' leave"
          }), jsx(_components.td, {
            children: "233 a year"
          }), jsx(_components.td, {
            children: "8,388 a year"
          }), jsx(_components.td, {
            children: "£1,451.16 a year"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "22 days every month"
          }), jsx(_components.td, {
            children: "264 a year"
          }), jsx(_components.td, {
            children: "9,504 a year"
          }), jsx(_components.td, {
            children: "£1,644.23 a year"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "The last row overstates the year by about £190 because 264 days is more than there are weekdays in a year. Use 22 days to budget for a full month, and the 20-day figure, or your own count, when you plan the year. To use a count other than 20, pick the monthly total mode and enter your miles directly."
    }), "\n", jsx(_components.h2, {
      children: "Hybrid working and irregular weeks"
    }), "\n", jsx(_components.p, {
      children: "If you go into the office three days a week, the daily mode will overstate your cost. Work out the monthly miles yourself instead:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "3 days x 4.33 weeks = about 13 days a month"
      }), "\n", jsx(_components.li, {
        children: "13 days x 36 miles = 468 miles"
      }), "\n", jsx(_components.li, {
        children: "In monthly total mode at 36 mpg and £1.37 a litre: £80.97 a month"
      }), "\n"]
    }), "\n", jsxs(_components.p, {
      children: ["The same approach suits shift patterns and compressed hours. For a ready-made example of a longer commute, see the ", jsx(_components.a, {
        href: "/scenarios/fuel-cost/40-mile-daily-commute",
        children: "40-mile daily commute scenario"
      }), ", and for someone who thinks in kilometres, the ", jsx(_components.a, {
        href: "/scenarios/fuel-cost/800km-monthly-driving",
        children: "800 km monthly driving scenario"
      }), "."]
    }), "\n", jsx(_components.h2, {
      children: "How sensitive the total is"
    }), "\n", jsx(_components.p, {
      children: "Small changes in price or economy move the monthly figure more than people expect. Using the same 720-mile month:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Change"
          }), jsx(_components.th, {
            children: "Cost per mile"
          }), jsx(_components.th, {
            children: "Monthly cost"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "36 mpg at £1.32 a litre"
          }), jsx(_components.td, {
            children: "16.7p"
          }), jsx(_components.td, {
            children: "£120.02"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "36 mpg at £1.37 a litre"
          }), jsx(_components.td, {
            children: "17.3p"
          }), jsx(_components.td, {
            children: "£124.56"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "36 mpg at £1.42 a litre"
          }), jsx(_components.td, {
            children: "17.9p"
          }), jsx(_components.td, {
            children: "£129.11"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "40 mpg at £1.37 a litre"
          }), jsx(_components.td, {
            children: "15.6p"
          }), jsx(_components.td, {
            children: "£112.11"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "32 mpg at £1.37 a litre"
          }), jsx(_components.td, {
            children: "19.5p"
          }), jsx(_components.td, {
            children: "£140.13"
          })]
        })]
      })]
    }), "\n", jsxs(_components.p, {
      children: ["A 5p move at the pump shifts this commute by about £4.55 a month. Losing 4 mpg, which is easy to do in winter or in heavy traffic, costs more than twice that. How you drive matters too, as our guide on ", jsx(_components.a, {
        href: "/guides/fuel-cost/how-driving-style-affects-fuel-cost",
        children: "how driving style affects fuel cost"
      }), " shows."]
    }), "\n", jsx(_components.h2, {
      children: "What the fuel figure leaves out"
    }), "\n", jsx(_components.p, {
      children: "The calculator estimates fuel only. A full picture of commuting by car also includes:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "Parking, permits, tolls and any clean air zone or congestion charge on your route"
      }), "\n", jsx(_components.li, {
        children: "Extra wear on tyres, brakes and the clutch, and servicing that comes round sooner"
      }), "\n", jsx(_components.li, {
        children: "Depreciation, since high mileage lowers a car's resale value"
      }), "\n", jsx(_components.li, {
        children: "Insurance, which may cost more if you declare commuting use"
      }), "\n"]
    }), "\n", jsxs(_components.p, {
      children: ["HMRC's approved mileage rate gives a sense of scale. It is 45p a mile for the first 10,000 business miles in a tax year and 25p after that, and it is meant to cover all of these running costs, not just fuel. In the example above, fuel alone is 17.3p a mile. Note that ordinary commuting to a permanent workplace does not count as business mileage, as the ", jsx(_components.a, {
        href: "https://www.gov.uk/expenses-and-benefits-business-travel-mileage",
        children: "GOV.UK guidance on business travel mileage"
      }), " explains."]
    }), "\n", jsxs(_components.p, {
      children: ["If the total looks high, our guide ", jsx(_components.a, {
        href: "/guides/ev-charging/is-it-cheaper-to-run-an-ev",
        children: "is it cheaper to run an EV?"
      }), " compares an electric car on the same kind of route. Treat every figure here as an estimate to plan with, not advice on what to buy."]
    }), "\n", jsx(_components.h2, {
      children: "Work out your own commute"
    }), "\n", jsxs(_components.p, {
      children: ["Have your one-way distance, your real mpg and today's pump price to hand, then open the ", jsx(_components.a, {
        href: "/calculators/fuel-cost",
        children: "fuel cost calculator"
      }), ". Choose daily commute mode for the standard 20-day month, or monthly total mode if your week looks different, and you will have a figure to put in your budget in under a minute."]
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
