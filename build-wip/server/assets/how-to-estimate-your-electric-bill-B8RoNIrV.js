import { jsx, jsxs, Fragment } from "react/jsx-runtime";
function _createMdxContent(props) {
  const _components = {
    a: "a",
    h2: "h2",
    h3: "h3",
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
      children: "Only three numbers drive an electricity bill: how many kilowatt hours (kWh) you use, what you pay for each one, and a fixed daily charge. Once you have those, you can estimate your monthly bill in a couple of minutes, check whether your direct debit is sensible, and see what a new home or tariff might cost. Here is each step with 2025 figures."
    }), "\n", jsx(_components.h2, {
      children: "The formula in one line"
    }), "\n", jsx(_components.p, {
      children: "Your monthly bill is:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "usage cost"
        }), ": kWh used in the month x unit rate, plus"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "standing charge"
        }), ": pence per day x 365 / 12 (about 30.4 days)"]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "VAT on household energy is 5% and is normally already included in the rates your supplier quotes, so you do not need to add it again."
    }), "\n", jsx(_components.h2, {
      children: "Step 1: find how many kWh you use"
    }), "\n", jsx(_components.p, {
      children: "The best source is your own history. In order of accuracy:"
    }), "\n", jsxs(_components.ol, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Annual usage on your bill."
        }), " Most bills show your use over the past 12 months. Divide by 12 for a monthly average."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Smart meter or in-home display."
        }), " This shows daily and monthly totals, which is useful for seeing seasonal swings."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Your own meter readings."
        }), " Take a reading, wait exactly a week or a month, take another, and subtract."]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "If you have no history, for example because you are moving, use Ofgem's typical domestic consumption values as a benchmark:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Household use"
          }), jsx(_components.th, {
            children: "Electricity a year"
          }), jsx(_components.th, {
            children: "Per month"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Low (often a flat, one or two people)"
          }), jsx(_components.td, {
            children: "1,800 kWh"
          }), jsx(_components.td, {
            children: "150 kWh"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Medium"
          }), jsx(_components.td, {
            children: "2,700 kWh"
          }), jsx(_components.td, {
            children: "225 kWh"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "High (larger home, more people)"
          }), jsx(_components.td, {
            children: "4,100 kWh"
          }), jsx(_components.td, {
            children: "about 342 kWh"
          })]
        })]
      })]
    }), "\n", jsxs(_components.p, {
      children: ["These figures assume gas or another fuel does the heating. If your home is heated by electricity, your use can be several times higher. Our guide on ", jsx(_components.a, {
        href: "/guides/energy-bill/gas-vs-electric-heating-costs",
        children: "gas vs electric heating costs"
      }), " covers that case."]
    }), "\n", jsx(_components.h2, {
      children: "Step 2: find your unit rate"
    }), "\n", jsxs(_components.p, {
      children: ["The unit rate is the price of one kWh, in pence. It depends on your tariff and region. During 2025, the Ofgem price cap unit rate for electricity paid by direct debit sat at around 24-27p per kWh. The 28-35p range you often see quoted sits at the top end and beyond, and is a sensible cautious figure if you want your budget to have some slack. Ofgem publishes the current cap on its ", jsx(_components.a, {
        href: "https://www.ofgem.gov.uk/information-consumers/energy-advice-households/energy-price-cap",
        children: "energy price cap page"
      }), "."]
    }), "\n", jsx(_components.h3, {
      children: "Economy 7 and other time-of-use tariffs"
    }), "\n", jsx(_components.p, {
      children: "On Economy 7 you pay two rates: a cheaper night rate for seven hours, typically 12-18p, and a dearer day rate, typically 30-38p. To estimate, split your usage. With 2,700 kWh a year, 40% of it at night at 15p and 60% by day at 34p:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "night: 1,080 kWh x 15p = £162.00"
      }), "\n", jsx(_components.li, {
        children: "day: 1,620 kWh x 34p = £550.80"
      }), "\n", jsx(_components.li, {
        children: "total: £712.80 a year before standing charges"
      }), "\n"]
    }), "\n", jsxs(_components.p, {
      children: ["The same 2,700 kWh on a single rate of 26p costs £702.00. With those rates, Economy 7 only wins if more than about 42% of your use falls in the night hours. That is realistic with storage heaters, a hot water cylinder on a timer or an electric car, but rarely otherwise. If a car is part of the plan, see ", jsx(_components.a, {
        href: "/guides/ev-charging/home-charging-vs-public-charging",
        children: "home charging vs public charging"
      }), "."]
    }), "\n", jsx(_components.h2, {
      children: "Step 3: add the standing charge"
    }), "\n", jsx(_components.p, {
      children: "The standing charge covers the cost of keeping you connected, and you pay it every day whatever you use. In 2025 the electricity standing charge under the cap was about 50-54p a day, depending on your tariff and region, and some tariffs range from 40p to 60p. At 52p a day:"
    }), "\n", jsx(_components.p, {
      children: "52p x 365 / 12 = £15.82 a month, or £189.80 a year."
    }), "\n", jsx(_components.p, {
      children: "For a low-use home, this fixed part can be a quarter of the bill or more, which is why cutting usage never reduces a bill to zero."
    }), "\n", jsx(_components.h2, {
      children: "A worked example"
    }), "\n", jsx(_components.p, {
      children: "A medium-use home on 26p per kWh with a 52p daily standing charge:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Item"
          }), jsx(_components.th, {
            children: "Monthly"
          }), jsx(_components.th, {
            children: "Yearly"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Usage: 225 kWh x 26p"
          }), jsx(_components.td, {
            children: "£58.50"
          }), jsx(_components.td, {
            children: "£702.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Standing charge: 52p a day"
          }), jsx(_components.td, {
            children: "£15.82"
          }), jsx(_components.td, {
            children: "£189.80"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: jsx(_components.strong, {
              children: "Total"
            })
          }), jsx(_components.td, {
            children: jsx(_components.strong, {
              children: "£74.32"
            })
          }), jsx(_components.td, {
            children: jsx(_components.strong, {
              children: "£891.80"
            })
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "At 24p the usage part falls to £54.00 a month; at 35p it rises to £78.75. Each extra 1p on the unit rate adds £2.25 a month at this level of use."
    }), "\n", jsx(_components.h2, {
      children: "Estimating without any bills"
    }), "\n", jsxs(_components.p, {
      children: ["When you have no meter history, the ", jsx(_components.a, {
        href: "/calculators/energy-bill",
        children: "energy bill calculator"
      }), " builds a rough monthly figure from the home itself. For electricity it adds together:"]
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "floor area in square feet / 10"
      }), "\n", jsx(_components.li, {
        children: "50 kWh per bedroom"
      }), "\n", jsx(_components.li, {
        children: "80 kWh per occupant"
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "It then applies your usage profile: low multiplies the total by 0.7, high by 1.3. If you know your floor area in square metres, multiply by 10.764 to convert."
    }), "\n", jsx(_components.p, {
      children: "Take an 800 sq ft (about 74 sq m) two-bedroom flat with two people living in it. That gives 80 + 100 + 160 = 340 kWh a month on the standard profile. At 26p plus a 52p standing charge:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Profile"
          }), jsx(_components.th, {
            children: "kWh a month"
          }), jsx(_components.th, {
            children: "Estimated monthly bill"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Low (x0.7)"
          }), jsx(_components.td, {
            children: "238"
          }), jsx(_components.td, {
            children: "£77.70"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Standard"
          }), jsx(_components.td, {
            children: "340"
          }), jsx(_components.td, {
            children: "£104.22"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "High (x1.3)"
          }), jsx(_components.td, {
            children: "442"
          }), jsx(_components.td, {
            children: "£130.74"
          })]
        })]
      })]
    }), "\n", jsxs(_components.p, {
      children: ["The formula is a planning estimate, not a meter reading. It does not know whether you work from home, own a tumble dryer or heat with electricity, so the profile setting matters. Compare the result with the Ofgem benchmarks above: this flat's standard figure works out at 4,080 kWh a year, close to Ofgem's high value, so a couple who are out at work all day would pick the low profile. For a similar worked case, see the ", jsx(_components.a, {
        href: "/scenarios/energy-bill/flat-300kwh-monthly",
        children: "flat using 300 kWh a month"
      }), " scenario."]
    }), "\n", jsx(_components.h2, {
      children: "Check your estimate against reality"
    }), "\n", jsx(_components.p, {
      children: "An estimate is only useful if you test it. A few habits help:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Read the meter on the same date each month"
        }), " for three months. Your own average will beat any formula."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Expect seasonal swings."
        }), " A home that averages 225 kWh might use 170 kWh in July and 290 kWh in January."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Look for the big loads."
        }), " If your real use is far above your estimate, something large is running: an electric shower, immersion heater, plug-in heater or an old fridge-freezer. Our guide on ", jsx(_components.a, {
          href: "/guides/energy-bill/what-uses-most-electricity-at-home",
          children: "what uses the most electricity at home"
        }), " shows how to find it."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Review your direct debit."
        }), " If your monthly payment is well above your usage cost plus standing charge, ask your supplier to lower it. If it is well below, raise it before winter to avoid a catch-up bill."]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "If you are struggling to pay, MoneyHelper and your supplier can explain the support available. Suppliers are expected to offer payment plans to customers in difficulty."
    }), "\n", jsx(_components.h2, {
      children: "Work out your own figure"
    }), "\n", jsxs(_components.p, {
      children: ["You now have the three numbers that make up any electricity bill. Put your floor area, bedrooms, occupants, unit rate and standing charge into the ", jsx(_components.a, {
        href: "/calculators/energy-bill",
        children: "Costwise energy bill calculator"
      }), " for a quick monthly estimate, then check it against your next meter reading."]
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
