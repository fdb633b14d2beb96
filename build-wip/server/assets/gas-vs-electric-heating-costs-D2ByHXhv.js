import { jsx, jsxs, Fragment } from "react/jsx-runtime";
function _createMdxContent(props) {
  const _components = {
    a: "a",
    h2: "h2",
    h3: "h3",
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
      children: "Heating is the biggest energy cost in most UK homes. Gas is cheap per unit but burned in a boiler; electricity is dear per unit but can be used very efficiently. To compare them fairly you need the cost of each kWh of heat that actually reaches your rooms. This guide does that sum for each common system, using 2025 prices."
    }), "\n", jsx(_components.h2, {
      children: "Compare the cost of heat, not the price of fuel"
    }), "\n", jsx(_components.p, {
      children: "Every heating system turns fuel into heat with some efficiency:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "a modern gas condensing boiler: about 85% in real use"
      }), "\n", jsx(_components.li, {
        children: "plug-in heaters, panel heaters and electric boilers: about 100%"
      }), "\n", jsx(_components.li, {
        children: "an air source heat pump: about 300% over a year"
      }), "\n", jsx(_components.li, {
        children: "a ground source heat pump: about 400% over a year"
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "To find the cost of one useful kWh of heat, divide the fuel price by the efficiency. The figures below use 6.5p per kWh for gas and 26p per kWh for electricity, both close to the Ofgem price cap rates during 2025. Your rates depend on your tariff and region. Gas typically costs 6-10p per kWh and electricity 24-35p depending on the deal."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "System"
          }), jsx(_components.th, {
            children: "Fuel price"
          }), jsx(_components.th, {
            children: "Efficiency"
          }), jsx(_components.th, {
            children: "Cost per kWh of heat"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Gas boiler"
          }), jsx(_components.td, {
            children: "6.5p"
          }), jsx(_components.td, {
            children: "85%"
          }), jsx(_components.td, {
            children: "7.6p"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Direct electric (panel heater, electric boiler)"
          }), jsx(_components.td, {
            children: "26p"
          }), jsx(_components.td, {
            children: "100%"
          }), jsx(_components.td, {
            children: "26p"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Storage heaters, all on Economy 7 night rate"
          }), jsx(_components.td, {
            children: "15p"
          }), jsx(_components.td, {
            children: "100%"
          }), jsx(_components.td, {
            children: "15p"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Air source heat pump"
          }), jsx(_components.td, {
            children: "26p"
          }), jsx(_components.td, {
            children: "300%"
          }), jsx(_components.td, {
            children: "8.7p"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Ground source heat pump"
          }), jsx(_components.td, {
            children: "26p"
          }), jsx(_components.td, {
            children: "400%"
          }), jsx(_components.td, {
            children: "6.5p"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "Direct electric heat costs more than three times as much as gas heat. A heat pump brings electricity close to gas, and a ground source system can beat it."
    }), "\n", jsx(_components.h2, {
      children: "A worked example for a typical home"
    }), "\n", jsx(_components.p, {
      children: "Ofgem's typical domestic consumption value for a medium home is 11,500 kWh of gas a year, covering heating and hot water. Through an 85% efficient boiler, that delivers 9,775 kWh of useful heat. Here is what the same 9,775 kWh of heat costs with each system:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "System"
          }), jsx(_components.th, {
            children: "Fuel used a year"
          }), jsx(_components.th, {
            children: "Running cost a year"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Gas boiler at 6.5p"
          }), jsx(_components.td, {
            children: "11,500 kWh gas"
          }), jsx(_components.td, {
            children: "£747.50"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Direct electric at 26p"
          }), jsx(_components.td, {
            children: "9,775 kWh"
          }), jsx(_components.td, {
            children: "£2,541.50"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Storage heaters, 80% night at 15p, 20% day at 34p"
          }), jsx(_components.td, {
            children: "9,775 kWh"
          }), jsx(_components.td, {
            children: "£1,837.70"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Air source heat pump at 26p"
          }), jsx(_components.td, {
            children: "3,258 kWh"
          }), jsx(_components.td, {
            children: "£847.17"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Ground source heat pump at 26p"
          }), jsx(_components.td, {
            children: "2,444 kWh"
          }), jsx(_components.td, {
            children: "£635.38"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "Storage heaters rarely manage to run entirely on night-rate power. If they did, the cost would fall to £1,466.25, but in practice some daytime top-up is common, which is why the table uses an 80/20 split."
    }), "\n", jsx(_components.h3, {
      children: "Do not forget the gas standing charge"
    }), "\n", jsx(_components.p, {
      children: "A gas supply carries its own standing charge, typically 25-35p a day. At 32p that is £116.80 a year. If you switch entirely to electricity and have the gas supply capped, you stop paying it. The electricity standing charge you pay either way."
    }), "\n", jsx(_components.p, {
      children: "Adding it in, gas heating costs £747.50 + £116.80 = £864.30 a year in this example, against £847.17 for an air source heat pump. The £17 gap is well within the margin of error of any estimate. Small changes in price move it either way: at a gas rate of 6p the gas total is £806.80, and at 10p it is £1,266.80. An air source heat pump at 24p costs £782.00 to run; at 27p it costs £879.75."
    }), "\n", jsx(_components.h2, {
      children: "Why real heat pump costs vary"
    }), "\n", jsx(_components.p, {
      children: "The 300% figure is a seasonal average, often called the SCOP. Your own result depends on:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Flow temperature."
        }), " Heat pumps are most efficient when heating water to a moderate temperature, so they suit larger radiators or underfloor heating."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Insulation."
        }), " A leaky home needs a bigger unit running harder on cold days."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Installation quality."
        }), " Poor design or controls can push the seasonal figure well below 300%. At 250%, the same home costs £1,016.60 a year to heat."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Your tariff."
        }), " Some suppliers offer tariffs for heat pump owners with cheaper periods. If your average rate fell to 15p, the running cost above would drop to £488.75."]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "Gas varies too: an old boiler, or one set to a high flow temperature, can fall well short of 85%."
    }), "\n", jsx(_components.h2, {
      children: "Upfront costs and grants"
    }), "\n", jsx(_components.p, {
      children: "A like-for-like gas boiler replacement usually costs a few thousand pounds. An air source heat pump commonly costs more than £10,000 before any grant, and ground source more, because of the ground loop or borehole."
    }), "\n", jsxs(_components.p, {
      children: ["In England and Wales, the Boiler Upgrade Scheme currently offers £7,500 towards an air source or ground source heat pump installed by a certified installer. Check the current terms on ", jsx(_components.a, {
        href: "https://www.gov.uk/apply-boiler-upgrade-scheme",
        children: "GOV.UK"
      }), ". Scotland has a separate grant and loan scheme. These are estimates, not advice: for a decision of this size, get a heat loss survey and more than one quote, and use MoneyHelper or a regulated adviser if you need to borrow."]
    }), "\n", jsx(_components.h2, {
      children: "When direct electric heating makes sense"
    }), "\n", jsx(_components.p, {
      children: "Plug-in and panel heaters cost the most per kWh of heat, but they still have a place:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Occasional rooms."
        }), " A 2,000 W heater for four hours uses 8 kWh, £2.08 at 26p. If that lets you keep the central heating off while you work in one room, it can cost less than heating the whole house."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Small, well-insulated flats"
        }), " without a gas supply, where total heat demand is low."]
      }), "\n"]
    }), "\n", jsxs(_components.p, {
      children: ["As a main heating system in a typical house, direct electric is the most expensive option. Our guide to ", jsx(_components.a, {
        href: "/guides/energy-bill/what-uses-most-electricity-at-home",
        children: "what uses the most electricity at home"
      }), " shows how quickly a plug-in heater dominates a bill."]
    }), "\n", jsx(_components.h2, {
      children: "Estimating your own heating bill"
    }), "\n", jsxs(_components.p, {
      children: ["The ", jsx(_components.a, {
        href: "/calculators/energy-bill",
        children: "energy bill calculator"
      }), " estimates gas when you enter a gas rate: floor area in square feet divided by 8, plus 70 kWh per bedroom, with the low profile multiplying by 0.7 and the high profile by 1.3. A 1,200 sq ft three-bedroom house on the high profile comes to 468 kWh of gas a month. At 6.5p with a 32p daily standing charge, that is £30.42 of gas plus £9.73 of standing charge, £40.15 a month."]
    }), "\n", jsxs(_components.p, {
      children: ["Treat that as a rough planning figure: it ignores insulation and weather, and gas-heated homes use several times as much in January as in July. Ofgem's medium value of 11,500 kWh a year averages about 958 kWh a month. If your bills show more, use your own readings. The ", jsx(_components.a, {
        href: "/scenarios/energy-bill/house-with-gas-heating-winter",
        children: "house with gas heating in winter"
      }), " scenario shows a cold-month case, and our guide on ", jsx(_components.a, {
        href: "/guides/energy-bill/how-to-estimate-your-electric-bill",
        children: "how to estimate your electric bill"
      }), " explains how to turn meter readings into a monthly figure."]
    }), "\n", jsx(_components.h2, {
      children: "Run the numbers for your home"
    }), "\n", jsxs(_components.p, {
      children: ["Gas is still cheaper than direct electric heating by a wide margin, while a well-installed heat pump costs roughly the same to run as gas at 2025 prices. Enter your home's details and your own gas and electricity rates in the ", jsx(_components.a, {
        href: "/calculators/energy-bill",
        children: "Costwise energy bill calculator"
      }), " to see an estimated monthly cost for both fuels."]
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
