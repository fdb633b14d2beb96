import { jsx, jsxs, Fragment } from "react/jsx-runtime";
function _createMdxContent(props) {
  const _components = {
    a: "a",
    h2: "h2",
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
      children: "Miles per gallon is the number most UK drivers know about their car, and it is the one used to compare cars in showrooms and reviews. It is a useful number, but it is not a price. Two drivers with the same mpg can pay different amounts per mile, and two figures that look alike can mean quite different things. This guide covers the five gaps between an mpg figure and what you actually spend, with worked numbers from our fuel cost calculator."
    }), "\n", jsx(_components.h2, {
      children: "Gap 1: Not all gallons are the same size"
    }), "\n", jsx(_components.p, {
      children: "UK mpg uses the imperial gallon of 4.546 litres. The United States uses a smaller gallon of about 3.785 litres. The same car driven the same way therefore gets a lower mpg figure in an American review than in a British one."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "UK mpg"
          }), jsx(_components.th, {
            children: "US mpg"
          }), jsx(_components.th, {
            children: "Litres per 100 km"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "30"
          }), jsx(_components.td, {
            children: "25.0"
          }), jsx(_components.td, {
            children: "9.4"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "40"
          }), jsx(_components.td, {
            children: "33.3"
          }), jsx(_components.td, {
            children: "7.1"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "50"
          }), jsx(_components.td, {
            children: "41.6"
          }), jsx(_components.td, {
            children: "5.6"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "60"
          }), jsx(_components.td, {
            children: "50.0"
          }), jsx(_components.td, {
            children: "4.7"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "This matters if you research cars on American websites or forums. Suppose a US source says a car does 40 mpg. In UK terms that is about 48 mpg. Enter 40 into a UK calculator with a UK fuel price and you overstate your costs by a fifth. At £1.40 a litre over 8,000 miles, that is £1,272.91 instead of about £1,060.75, an error of more than £200 a year."
    }), "\n", jsx(_components.h2, {
      children: "Gap 2: Official figures are tested, not driven"
    }), "\n", jsx(_components.p, {
      children: "New cars sold in the UK carry an official figure from the WLTP test, which replaced the older NEDC test for all new cars from September 2018. WLTP is longer, faster and more realistic than the test it replaced, but it is still run in a laboratory at a mild temperature, with no roof bars, no heater blasting and no queue on the school run."
    }), "\n", jsx(_components.p, {
      children: "Independent real-world testing commonly finds that drivers get less than the official figure, often by somewhere around 10% to 20%, and more in winter or on short trips. Here is what that gap costs at £1.40 a litre over 8,000 miles a year:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Figure used"
          }), jsx(_components.th, {
            children: "mpg"
          }), jsx(_components.th, {
            children: "Cost per mile"
          }), jsx(_components.th, {
            children: "Fuel for 8,000 miles"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Official WLTP"
          }), jsx(_components.td, {
            children: "52"
          }), jsx(_components.td, {
            children: "12.2p"
          }), jsx(_components.td, {
            children: "£979.16"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Real world"
          }), jsx(_components.td, {
            children: "44"
          }), jsx(_components.td, {
            children: "14.5p"
          }), jsx(_components.td, {
            children: "£1,157.19"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "The difference is about £178 a year. If you budget with the brochure figure, that money comes out of something else. Plug-in hybrids are the extreme case: their official figures assume a regularly charged battery and can run into the hundreds of mpg, which few drivers see if they rarely plug in."
    }), "\n", jsx(_components.h2, {
      children: "Gap 3: mpg and cost do not move in a straight line"
    }), "\n", jsx(_components.p, {
      children: "Cost per mile is the price of a gallon divided by the mpg. Because mpg sits on the bottom of that fraction, each extra mile per gallon saves less than the one before. At £1.40 a litre, which is £6.36 a gallon, fuel for 10,000 miles costs:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "mpg"
          }), jsx(_components.th, {
            children: "Cost per mile"
          }), jsx(_components.th, {
            children: "Fuel for 10,000 miles"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "30"
          }), jsx(_components.td, {
            children: "21.2p"
          }), jsx(_components.td, {
            children: "£2,121.51"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "40"
          }), jsx(_components.td, {
            children: "15.9p"
          }), jsx(_components.td, {
            children: "£1,591.13"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "50"
          }), jsx(_components.td, {
            children: "12.7p"
          }), jsx(_components.td, {
            children: "£1,272.91"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "60"
          }), jsx(_components.td, {
            children: "10.6p"
          }), jsx(_components.td, {
            children: "£1,060.75"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "Going from 30 to 40 mpg saves about £530 a year. Going from 50 to 60 mpg, the same 10 mpg step, saves about £212. So if you are replacing a thirsty car, a modest improvement is worth a lot. If your current car already does 50 mpg, a new one promising 60 will save far less than the headline suggests, and the cost of changing cars may never be earned back."
    }), "\n", jsx(_components.p, {
      children: "Litres per 100 km, the measure used across most of Europe, avoids this trap because it is a measure of fuel used rather than distance covered, so cost rises in step with it. You can convert by dividing 282.5 by either figure: 6.5 litres per 100 km is about 43.5 UK mpg. The calculator accepts L/100km directly. At 6.5 L/100km and £1.40 a litre it gives 6.5 x 1.40 / 100 x 1.60934 = £0.146 a mile, or 14.6p."
    }), "\n", jsx(_components.h2, {
      children: "Gap 4: The fuel in the tank has its own price"
    }), "\n", jsx(_components.p, {
      children: "A diesel car usually returns better mpg than its petrol equivalent, but diesel usually costs a few pence a litre more at UK pumps. Compare two versions of the same family car over 10,000 miles:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Version"
          }), jsx(_components.th, {
            children: "Real mpg"
          }), jsx(_components.th, {
            children: "Price a litre"
          }), jsx(_components.th, {
            children: "Cost per mile"
          }), jsx(_components.th, {
            children: "Fuel for 10,000 miles"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Petrol"
          }), jsx(_components.td, {
            children: "45"
          }), jsx(_components.td, {
            children: "£1.38"
          }), jsx(_components.td, {
            children: "13.9p"
          }), jsx(_components.td, {
            children: "£1,394.13"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Diesel"
          }), jsx(_components.td, {
            children: "55"
          }), jsx(_components.td, {
            children: "£1.45"
          }), jsx(_components.td, {
            children: "12.0p"
          }), jsx(_components.td, {
            children: "£1,198.51"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "The diesel does 22% more miles per gallon but costs only about 14% less per mile, saving about £196 over 10,000 miles. If it cost £1,500 more to buy, it would take more than seven years at that mileage to recover the difference from fuel alone. Always compare cost per mile, not mpg, when the fuels differ."
    }), "\n", jsx(_components.h2, {
      children: "Gap 5: Fuel is only one running cost"
    }), "\n", jsx(_components.p, {
      children: "Even a perfect cost per mile leaves out most of what a car costs. HMRC's approved mileage rate, which employers can pay tax-free for business journeys, is 45p a mile for the first 10,000 business miles in a tax year and 25p after that. That rate is meant to cover fuel plus wear and tear, servicing, tyres, insurance and depreciation. With typical 2025 petrol costs of about 13p to 17p a mile, fuel is well under half of it."
    }), "\n", jsxs(_components.p, {
      children: ["So a car with excellent mpg but high insurance, expensive tyres or steep depreciation can cost more to own than a thirstier car that holds its value. Put the fuel figure next to those other costs before you decide anything. If you are weighing up a switch to electric, where home charging typically costs about 3p to 5p a mile, our guide on ", jsx(_components.a, {
        href: "/guides/ev-charging/how-to-estimate-ev-cost-per-mile",
        children: "how to estimate EV cost per mile"
      }), " uses the same approach."]
    }), "\n", jsx(_components.h2, {
      children: "Using mpg well"
    }), "\n", jsx(_components.p, {
      children: "None of this makes mpg useless. It is the right input, as long as you:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "Use your own real-world figure, measured brim to brim, rather than the brochure"
      }), "\n", jsx(_components.li, {
        children: "Check it is UK mpg, or convert it"
      }), "\n", jsx(_components.li, {
        children: "Pair it with the price of the fuel that car actually uses"
      }), "\n", jsx(_components.li, {
        children: "Think in cost per mile and cost per month, which is what your budget feels"
      }), "\n"]
    }), "\n", jsxs(_components.p, {
      children: ["To see how those figures play out on the road to work, read ", jsx(_components.a, {
        href: "/guides/fuel-cost/how-to-estimate-commute-cost",
        children: "how to estimate the fuel cost of your commute"
      }), ". To see how much of your mpg is down to you rather than the car, read ", jsx(_components.a, {
        href: "/guides/fuel-cost/how-driving-style-affects-fuel-cost",
        children: "how driving style affects fuel cost"
      }), ". These are estimates to plan with; for bigger decisions such as financing a car, MoneyHelper offers free, impartial guidance."]
    }), "\n", jsx(_components.h2, {
      children: "Turn your mpg into a price"
    }), "\n", jsxs(_components.p, {
      children: ["Enter your real mpg or L/100km, the price you pay and your distance in the ", jsx(_components.a, {
        href: "/calculators/fuel-cost",
        children: "fuel cost calculator"
      }), ". It shows your cost per mile to a tenth of a penny and your total for the trip, the commute or the month, so you can compare cars and fuels on the figure that matters."]
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
