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
      children: "Aisha and Dan live in a terraced house in Sheffield with off-street parking and a home charger. Most weeks their electric car never leaves the city, and it charges overnight at 7p per kWh. Next month they have booked a weekend on the Yorkshire coast at Whitby. With the drive there and back and a couple of trips along the coast, they expect to cover about 200 miles. Their car's real range on fast roads in cool weather is nowhere near that, so they will need a rapid charger. They want to know what the trip will cost and whether it is still cheaper than taking a petrol car."
    }), "\n", jsx(_components.h2, {
      children: "The numbers they entered"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Distance unit:"
        }), " miles"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "EV consumption:"
        }), " 32 kWh per 100 miles. The car shows about 29 on the motorway, and they added 10% for charging losses."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Home electricity price:"
        }), " £0.07 per kWh, their overnight EV rate"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Petrol priced by:"
        }), " the gallon"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Petrol price:"
        }), " £6.24 a gallon, a little over £1.37 a litre"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Petrol car economy:"
        }), " 48 mpg, what Dan's parents' small petrol hatchback manages on a run like this"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Share of charging on public chargers:"
        }), " 40%"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Public charging price:"
        }), " £0.77 per kWh"]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "The 40% comes from a quick estimate. The trip needs about 64 kWh in all (200 miles at 32 kWh per 100). They leave with a full battery charged at home and expect to add roughly 25 kWh at a rapid charging hub before the drive home. That is about 40% of the total."
    }), "\n", jsx(_components.h2, {
      children: "What the calculator shows"
    }), "\n", jsx(_components.p, {
      children: "With 40% of the energy bought at 77p, the blended cost is £0.112 a mile. The petrol car costs £0.130 a mile. The saving is only £1.80 per 100 miles."
    }), "\n", jsx(_components.p, {
      children: "For the trip itself, they worked from the per-mile figures:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "Electric car: 200 miles at £0.112 is £22.40"
      }), "\n", jsx(_components.li, {
        children: "Petrol car: 200 miles at £0.130 is £26.00"
      }), "\n", jsx(_components.li, {
        children: "Saving: £3.60, which is twice the £1.80 saving per 100 miles"
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "They checked it another way. About 25.6 kWh of rapid charging at 77p costs £19.71, and the other 38.4 kWh from home at 7p costs £2.69. Together that is £22.40. The rapid stop accounts for almost nine-tenths of the trip's charging bill."
    }), "\n", jsx(_components.p, {
      children: "The calculator's yearly saving of £216.00 assumes 12,000 miles a year, all charged in the same 40/60 mix. That does not describe their driving, so they ignored it for this one-off trip."
    }), "\n", jsx(_components.h2, {
      children: "What to take from it"
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Rapid charging wipes out most of the saving."
      }), " At home, their car costs pennies a mile. A single rapid stop brings a long trip close to the cost of petrol. Our guide to ", jsx(_components.a, {
        href: "/guides/ev-charging/home-charging-vs-public-charging",
        children: "home charging vs public charging"
      }), " explains why: rapid chargers carry 20% VAT and the cost of expensive equipment and grid connections."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "A slower charger at the destination changes the picture."
      }), " Their guest house has a charger in its car park at 45p per kWh, cheaper than many public fast chargers, and the car can sit on it overnight. They changed the public charging price to £0.45 and kept the 40% share. The cost fell to £0.071 a mile, and the saving rose to £5.90 per 100 miles. For 200 miles that is about £14.20 for the electric car, £11.80 less than petrol. Charging overnight at the guest house instead of stopping at the rapid hub saves about £8.20."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Plan the stop."
      }), " Charging to 100% at home before leaving, checking prices on the network apps, and stopping at about 80% on a rapid charger all keep the public share and the bill down."]
    }), "\n", jsxs(_components.p, {
      children: ["For a full year of mostly home charging, see the ", jsx(_components.a, {
        href: "/scenarios/ev-charging/10000-miles-a-year-home-charging",
        children: "10,000 miles a year scenario"
      }), ". To price your own trip, enter your share of public charging and the charger price in the ", jsx(_components.a, {
        href: "/calculators/ev-charging",
        children: "EV charging cost calculator"
      }), ", then multiply the cost per mile by the trip's length."]
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
