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
    ...props.components
  };
  return jsxs(Fragment, {
    children: [jsx(_components.p, {
      children: "If your electricity bill feels high, the cause is usually one or two appliances, not dozens of small ones. Anything that makes heat, such as a heater, shower, immersion, tumble dryer or oven, uses far more power than things that only run electronics. This guide shows how to work out the running cost of any appliance, which ones tend to dominate a UK bill, and where cutting back makes a real difference."
    }), "\n", jsx(_components.h2, {
      children: "How to work out what an appliance costs"
    }), "\n", jsx(_components.p, {
      children: "You need two facts: the appliance's power in watts, and how long it runs. Then:"
    }), "\n", jsx(_components.p, {
      children: jsx(_components.strong, {
        children: "kWh = watts x hours / 1000"
      })
    }), "\n", jsx(_components.p, {
      children: "Multiply the kWh by your unit rate to get the cost. The examples below use 26p per kWh, close to the Ofgem price cap during 2025; your own rate depends on your tariff and region, so check your bill."
    }), "\n", jsx(_components.p, {
      children: "A 3,000 W kettle boiling for three minutes (0.05 hours) uses 3,000 x 0.05 / 1000 = 0.15 kWh, which costs 3.9p. A 9,000 W electric shower running for ten minutes uses 1.5 kWh, which costs 39p. Same household, same morning, ten times the cost."
    }), "\n", jsx(_components.h2, {
      children: "The biggest users, compared"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Appliance"
          }), jsx(_components.th, {
            children: "Typical use"
          }), jsx(_components.th, {
            children: "kWh"
          }), jsx(_components.th, {
            children: "Cost at 26p"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Plug-in heater, 2,000 W"
          }), jsx(_components.td, {
            children: "5 hours"
          }), jsx(_components.td, {
            children: "10.0"
          }), jsx(_components.td, {
            children: "£2.60 a day"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Immersion heater, 3,000 W"
          }), jsx(_components.td, {
            children: "2 hours"
          }), jsx(_components.td, {
            children: "6.0"
          }), jsx(_components.td, {
            children: "£1.56 a day"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Tumble dryer, vented or condenser"
          }), jsx(_components.td, {
            children: "one cycle"
          }), jsx(_components.td, {
            children: "about 4.0"
          }), jsx(_components.td, {
            children: "£1.04 a load"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Electric shower, 9,000 W"
          }), jsx(_components.td, {
            children: "10 minutes"
          }), jsx(_components.td, {
            children: "1.5"
          }), jsx(_components.td, {
            children: "39p a shower"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Gaming PC, 400 W"
          }), jsx(_components.td, {
            children: "3 hours"
          }), jsx(_components.td, {
            children: "1.2"
          }), jsx(_components.td, {
            children: "31.2p a day"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Electric oven"
          }), jsx(_components.td, {
            children: "1 hour at 180°C"
          }), jsx(_components.td, {
            children: "1.0-2.0"
          }), jsx(_components.td, {
            children: "26p-52p"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Washing machine"
          }), jsx(_components.td, {
            children: "one 40°C cycle"
          }), jsx(_components.td, {
            children: "about 0.8"
          }), jsx(_components.td, {
            children: "20.8p a load"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Air fryer, 1,500 W"
          }), jsx(_components.td, {
            children: "20 minutes"
          }), jsx(_components.td, {
            children: "0.5"
          }), jsx(_components.td, {
            children: "13p"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "TV, 100 W"
          }), jsx(_components.td, {
            children: "5 hours"
          }), jsx(_components.td, {
            children: "0.5"
          }), jsx(_components.td, {
            children: "13p a day"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Ten LED bulbs, 8 W each"
          }), jsx(_components.td, {
            children: "5 hours"
          }), jsx(_components.td, {
            children: "0.4"
          }), jsx(_components.td, {
            children: "10.4p a day"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Kettle, 3,000 W"
          }), jsx(_components.td, {
            children: "3 minutes"
          }), jsx(_components.td, {
            children: "0.15"
          }), jsx(_components.td, {
            children: "3.9p a boil"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "An oven's real use is often below its rating multiplied by the hours, because the thermostat switches the element on and off once it is hot. A large oven with a long preheat sits at the top of the range."
    }), "\n", jsx(_components.h2, {
      children: "Where a typical home's electricity goes"
    }), "\n", jsx(_components.h3, {
      children: "Heating, if it is electric"
    }), "\n", jsxs(_components.p, {
      children: ["Nothing else comes close. Running one 2,000 W plug-in heater for five hours a day uses 10 kWh, so over a 150-day heating season it uses 1,500 kWh and costs £390. That alone is more than half of Ofgem's typical annual use of 2,700 kWh for a medium home, and that typical figure assumes heating comes from gas. Storage heaters on Economy 7 and heat pumps change the sums; our guide on ", jsx(_components.a, {
        href: "/guides/energy-bill/gas-vs-electric-heating-costs",
        children: "gas vs electric heating costs"
      }), " compares them."]
    }), "\n", jsx(_components.h3, {
      children: "Hot water"
    }), "\n", jsx(_components.p, {
      children: "If you heat water with an immersion heater or have an electric shower, hot water is often the second-largest load. Two people each taking a ten-minute electric shower every day use 1,095 kWh a year, about £285 at 26p. Shorter showers are the simplest saving available: cutting each one from ten minutes to six saves about 40% of that. An immersion heater left on constantly, not on a timer, wastes energy keeping a full cylinder hot that nobody uses."
    }), "\n", jsx(_components.h3, {
      children: "Washing and drying"
    }), "\n", jsx(_components.p, {
      children: "The tumble dryer is the heavy part. Three loads a week at about 4 kWh each comes to 624 kWh a year, or £162.24. A heat pump dryer uses roughly 1.5-2 kWh a load; at 1.8 kWh the same three loads a week cost about £73 a year. A washing line costs nothing. Washing at 30°C instead of 40°C or 60°C also helps, because most of a washing machine's electricity goes into heating the water."
    }), "\n", jsx(_components.h3, {
      children: "Cooking"
    }), "\n", jsx(_components.p, {
      children: "A typical electric oven uses roughly 1-2 kWh for an hour's cooking, including heating up. Microwaves, air fryers, slow cookers and induction hobs heat a smaller space or heat the pan directly, so they usually cost less for small meals. An air fryer running for 20 minutes costs about 13p. For a large roast the oven is still the right tool."
    }), "\n", jsx(_components.h3, {
      children: "The fridge-freezer"
    }), "\n", jsx(_components.p, {
      children: "It runs all year, so its annual total matters more than its wattage. A modern, efficient fridge-freezer might use about 150-250 kWh a year (£39-£65 at 26p), while an older or badly placed one can use 400 kWh (£104). Keeping the door seals clean, leaving a gap behind for air, and defrosting a freezer that has iced up all help. Replacing a working appliance only for its energy saving rarely pays back quickly, but efficiency is worth weighing when you replace one anyway."
    }), "\n", jsx(_components.h3, {
      children: "Lighting"
    }), "\n", jsx(_components.p, {
      children: "LEDs have made lighting a small item. Ten 8 W LED bulbs on for five hours a day use 146 kWh a year, about £38. The same ten lamps as 50 W halogens would use 912.5 kWh, about £237. If you still have halogen spotlights, swapping them is one of the quickest paybacks in the house."
    }), "\n", jsx(_components.h3, {
      children: "Standby and always-on devices"
    }), "\n", jsx(_components.p, {
      children: "Routers, set-top boxes, smart speakers, games consoles in rest mode and chargers draw power all day. Each may be only a few watts, but 30 W running around the clock comes to 262.8 kWh a year, about £68. A router alone, at around 10 W, is about £23 a year, and is worth leaving on."
    }), "\n", jsx(_components.h2, {
      children: "What this means for your bill"
    }), "\n", jsx(_components.p, {
      children: "Rank your home's loads before you change anything. In most homes the list runs roughly in this order:"
    }), "\n", jsxs(_components.ol, {
      children: ["\n", jsx(_components.li, {
        children: "electric heating, if you have it"
      }), "\n", jsx(_components.li, {
        children: "hot water from an immersion heater or electric shower"
      }), "\n", jsx(_components.li, {
        children: "tumble drying"
      }), "\n", jsx(_components.li, {
        children: "cooking"
      }), "\n", jsx(_components.li, {
        children: "the fridge-freezer, electronics and standby"
      }), "\n", jsx(_components.li, {
        children: "lighting"
      }), "\n"]
    }), "\n", jsxs(_components.p, {
      children: ["People drive most of this. More occupants mean more showers, more washing and more cooking, which is why the ", jsx(_components.a, {
        href: "/calculators/energy-bill",
        children: "energy bill calculator"
      }), " adds 80 kWh a month per person but only 50 kWh per bedroom. If your real usage is far above the estimate, look at the top of the list first. Our guide on ", jsx(_components.a, {
        href: "/guides/energy-bill/how-to-estimate-your-electric-bill",
        children: "how to estimate your electric bill"
      }), " shows how to turn meter readings into a monthly figure you can track."]
    }), "\n", jsx(_components.p, {
      children: "A plug-in energy monitor, which some local libraries lend, lets you measure a suspect appliance directly rather than relying on the rating plate."
    }), "\n", jsx(_components.h2, {
      children: "Estimate your own usage"
    }), "\n", jsxs(_components.p, {
      children: ["Knowing where the kWh go tells you which habits are worth changing and which are not. To see what your whole home might cost each month, enter your floor area, bedrooms, occupants and unit rate into the ", jsx(_components.a, {
        href: "/calculators/energy-bill",
        children: "Costwise energy bill calculator"
      }), ", then try the low and high usage profiles to see how much your habits could move the total."]
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
