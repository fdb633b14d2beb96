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
      children: "Where you plug in has more effect on what an electric car costs to run than almost anything else. Home charging on an off-peak tariff can cost a tenth of what the same energy costs at a motorway rapid charger. This guide compares the prices in 2025, shows what a typical charge costs in each place, and explains how to blend the two in your own estimate."
    }), "\n", jsx(_components.h2, {
      children: "What each type of charging costs"
    }), "\n", jsx(_components.p, {
      children: "All the per-mile figures below assume a car using 30 kWh per 100 miles, which is about 3.3 miles per kWh."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Where you charge"
          }), jsx(_components.th, {
            children: "Typical 2025 price per kWh"
          }), jsx(_components.th, {
            children: "Cost per mile"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Home, off-peak EV tariff"
          }), jsx(_components.td, {
            children: "7-9p"
          }), jsx(_components.td, {
            children: "2.1-2.7p"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Home, standard capped rate"
          }), jsx(_components.td, {
            children: "24-27p"
          }), jsx(_components.td, {
            children: "7.2-8.1p"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Public slow and fast chargers"
          }), jsx(_components.td, {
            children: "often 50-60p"
          }), jsx(_components.td, {
            children: "15-18p"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Public rapid and ultra-rapid"
          }), jsx(_components.td, {
            children: "70-85p"
          }), jsx(_components.td, {
            children: "21-25.5p"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "For comparison, a petrol car typically costs 13-17p a mile. So home charging beats petrol comfortably on any tariff, slower public chargers land close to petrol, and rapid charging usually costs more."
    }), "\n", jsxs(_components.p, {
      children: ["The standard rate is set by Ofgem's quarterly ", jsx(_components.a, {
        href: "https://www.ofgem.gov.uk/energy-price-cap",
        children: "energy price cap"
      }), ". Off-peak EV tariffs are not capped, so check the current night rate and the length of the cheap window before you switch."]
    }), "\n", jsx(_components.h2, {
      children: "Why public charging costs more"
    }), "\n", jsx(_components.p, {
      children: "Several things push the public price up:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "VAT."
        }), " Household electricity carries 5% VAT. Public charging carries 20%. A rapid charger priced at 65p per kWh before tax costs 78p once VAT is added, while 7.14p at home becomes 7.5p."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Equipment and grid connection."
        }), " A rapid charger and the high-capacity supply it needs cost far more than a home wallbox."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Site costs."
        }), " Operators pay rent, maintenance, card payment fees and standing charges whether or not anyone plugs in."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Speed."
        }), " An ultra-rapid charger can add 100 miles in 15 to 20 minutes. You pay a premium for that convenience."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "What a typical charge costs"
    }), "\n", jsx(_components.p, {
      children: "Take a car with a 60 kWh battery, charged from 10% to 80%. That adds 42 kWh, enough for about 140 miles at 3.3 miles per kWh."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Where"
          }), jsx(_components.th, {
            children: "Energy paid for"
          }), jsx(_components.th, {
            children: "Cost of the charge"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Home, off-peak at 7.5p"
          }), jsx(_components.td, {
            children: "46.2 kWh"
          }), jsx(_components.td, {
            children: "£3.47"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Home, standard rate at 24.5p"
          }), jsx(_components.td, {
            children: "46.2 kWh"
          }), jsx(_components.td, {
            children: "£11.32"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Rapid charger at 79p"
          }), jsx(_components.td, {
            children: "42 kWh"
          }), jsx(_components.td, {
            children: "£33.18"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "At home you pay for about 10% more energy than reaches the battery, because some is lost as heat in the charger and cable. At a rapid charger, most of the conversion happens inside the unit before the meter, so the energy you pay for is close to what the battery receives. Even so, the rapid charge costs nearly ten times the off-peak one."
    }), "\n", jsx(_components.h2, {
      children: "Mixing home and public charging"
    }), "\n", jsxs(_components.p, {
      children: ["Few drivers use only one kind of charger. The ", jsx(_components.a, {
        href: "/calculators/ev-charging",
        children: "EV charging calculator"
      }), " lets you enter the share of charging you do in public and the public price, and it blends the two. Here is the effect for a car using 30 kWh per 100 miles, charged at 7.5p at home and 79p in public, against a petrol car at 14.1p a mile over 12,000 miles."]
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Share charged in public"
          }), jsx(_components.th, {
            children: "Blended price per kWh"
          }), jsx(_components.th, {
            children: "Cost per mile"
          }), jsx(_components.th, {
            children: "Cost a year"
          }), jsx(_components.th, {
            children: "Saving against petrol"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "0%"
          }), jsx(_components.td, {
            children: "7.5p"
          }), jsx(_components.td, {
            children: "2.25p"
          }), jsx(_components.td, {
            children: "£270"
          }), jsx(_components.td, {
            children: "£1,427"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "10%"
          }), jsx(_components.td, {
            children: "14.65p"
          }), jsx(_components.td, {
            children: "4.40p"
          }), jsx(_components.td, {
            children: "£527"
          }), jsx(_components.td, {
            children: "£1,170"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "25%"
          }), jsx(_components.td, {
            children: "25.38p"
          }), jsx(_components.td, {
            children: "7.61p"
          }), jsx(_components.td, {
            children: "£914"
          }), jsx(_components.td, {
            children: "£784"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "50%"
          }), jsx(_components.td, {
            children: "43.25p"
          }), jsx(_components.td, {
            children: "12.98p"
          }), jsx(_components.td, {
            children: "£1,557"
          }), jsx(_components.td, {
            children: "£140"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "100%"
          }), jsx(_components.td, {
            children: "79p"
          }), jsx(_components.td, {
            children: "23.7p"
          }), jsx(_components.td, {
            children: "£2,844"
          }), jsx(_components.td, {
            children: "£1,147 more"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "Public charging eats into the saving fast. Just a tenth of your energy from rapid chargers costs about £257 a year in this example. At a 50% share the saving over petrol has almost gone."
    }), "\n", jsxs(_components.p, {
      children: ["If a long journey is a one-off, its cost is worth seeing on its own. The ", jsx(_components.a, {
        href: "/scenarios/ev-charging/200-mile-weekend-trip",
        children: "200-mile weekend trip"
      }), " scenario puts figures on a single longer journey."]
    }), "\n", jsx(_components.h2, {
      children: "Setting up home charging"
    }), "\n", jsx(_components.p, {
      children: "A dedicated wallbox charges at up to 7 kW on a typical home supply, adding roughly 20 miles of range an hour. A six-hour off-peak window delivers about 42 kWh, enough for well over 100 miles. A standard three-pin socket manages only about 2.3 kW, or roughly 7 miles an hour."
    }), "\n", jsx(_components.p, {
      children: "Points to check before you commit:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Installation cost."
        }), " A wallbox with a standard installation usually costs several hundred pounds or more. A long cable run or a fuse board upgrade adds to it."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "The tariff."
        }), " On most EV tariffs the cheap rate covers your whole home during the window, so the washing machine and dishwasher benefit too. The daytime rate can be higher than on a standard tariff, so move what you can into the cheap hours."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Renting or living in a flat."
        }), " You will need permission from the landlord or freeholder. A government grant has helped renters and flat owners with installation costs, so check GOV.UK for current eligibility."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "No driveway."
        }), " Some councils offer lamp-post chargers or approve channels that run a cable safely across the pavement. Workplace charging, where available, is often cheap or free."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "Cutting the cost of public charging"
    }), "\n", jsx(_components.p, {
      children: "If you rely on public chargers, you can still bring the price down:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "Use slower chargers where you would park anyway, such as supermarkets, car parks and destinations."
      }), "\n", jsx(_components.li, {
        children: "Compare networks in their apps. Prices for the same speed vary widely."
      }), "\n", jsx(_components.li, {
        children: "Look at subscriptions if you use one network often. A monthly fee can lower the price per kWh."
      }), "\n", jsx(_components.li, {
        children: "Stop rapid charging at about 80%. Charging slows sharply after that, and some networks add idle or overstay fees."
      }), "\n", jsx(_components.li, {
        children: "Charge at home before long trips so you need fewer public stops."
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "Which should you rely on?"
    }), "\n", jsxs(_components.p, {
      children: ["If you have off-street parking and drive more than a few thousand miles a year, home charging on an off-peak tariff gives the lowest cost by a wide margin. Use public chargers for long trips. If you cannot charge at home, the saving over petrol depends on finding slower or workplace chargers at a fair price. Our guide to ", jsx(_components.a, {
        href: "/guides/ev-charging/is-it-cheaper-to-run-an-ev",
        children: "whether an EV is cheaper to run"
      }), " covers the wider costs, and ", jsx(_components.a, {
        href: "/guides/ev-charging/how-to-estimate-ev-cost-per-mile",
        children: "how to estimate EV cost per mile"
      }), " walks through each input step by step."]
    }), "\n", jsx(_components.h2, {
      children: "Try your own mix"
    }), "\n", jsxs(_components.p, {
      children: ["Put your tariff, your public charging share and the public price into the ", jsx(_components.a, {
        href: "/calculators/ev-charging",
        children: "EV charging cost calculator"
      }), " to see your cost per mile and how it compares with petrol."]
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
