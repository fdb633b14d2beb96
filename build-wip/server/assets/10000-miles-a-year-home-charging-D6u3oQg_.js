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
      children: "Sam and Rhiannon live in a semi-detached house in Swindon with a driveway. Sam's 2016 petrol hatchback is due for replacement, and they are weighing up a three-year-old electric car instead. Between Sam's commute, the school run and visits to family in Cardiff, the car covers about 10,000 miles a year. Before paying for a wallbox, they want to know what the switch would really save on running costs."
    }), "\n", jsx(_components.h2, {
      children: "The household and why they are checking"
    }), "\n", jsx(_components.p, {
      children: "They have already had a quote for a home charger and found an overnight EV tariff that charges 7.5p per kWh during a six-hour cheap window. A test drive and a few owners' forums suggest the car they like averages about 3.4 miles per kWh across the year, which is roughly 29 kWh per 100 miles on the dashboard. Their petrol car manages about 42 mpg in real use, and petrol near them costs about £1.34 a litre."
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
        }), " 32 kWh per 100 miles. That is the dashboard figure of 29 plus about 10% for energy lost while charging, as our guide to ", jsx(_components.a, {
          href: "/guides/ev-charging/how-to-estimate-ev-cost-per-mile",
          children: "estimating EV cost per mile"
        }), " suggests."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Home electricity price:"
        }), " £0.075 per kWh, the overnight EV rate"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Petrol priced by:"
        }), " the gallon"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Petrol price:"
        }), " £6.09 a gallon, which is £1.34 a litre multiplied by 4.546"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Petrol car economy:"
        }), " 42 mpg"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Public charging:"
        }), " left blank, because they expect to charge at home"]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "What the calculator shows"
    }), "\n", jsx(_components.p, {
      children: "The electric car costs £0.024 a mile, or 2.4p. The petrol car costs £0.145 a mile, or 14.5p. That makes a saving of £12.10 for every 100 miles they drive."
    }), "\n", jsx(_components.p, {
      children: "The calculator also shows a yearly saving of £1,452.00, but that figure assumes 12,000 miles a year. Sam and Rhiannon drive 10,000, so they scaled it themselves: £12.10 per 100 miles multiplied by 100 gives a saving of about £1,210 a year on fuel."
    }), "\n", jsx(_components.p, {
      children: "The 2.4p figure is the clean sum for a car that only ever charges in the cheap window. Across a real year, with colder months, more heating and the odd charge outside the window, most home chargers on an EV tariff end up around 3-5p a mile. So they treat £1,210 as the best case and expect a little less."
    }), "\n", jsx(_components.h2, {
      children: "What to take from it"
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "The tariff matters most."
      }), " To see what the EV tariff itself is worth, they ran the calculator again with their current standard rate of £0.25 per kWh in place of 7.5p and left everything else the same. The EV cost rose to £0.080 a mile, and the saving fell to £6.50 per 100 miles, or about £650 a year at 10,000 miles. Charging at the cheap overnight rate rather than the standard rate is worth around £560 a year to them."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Running costs are only part of the picture."
      }), " The calculator covers energy alone. Electric cars now pay Vehicle Excise Duty, the wallbox costs several hundred pounds to install, and insurance, servicing and depreciation can move the total in either direction. Our guide on ", jsx(_components.a, {
        href: "/guides/ev-charging/is-it-cheaper-to-run-an-ev",
        children: "whether an EV is cheaper to run"
      }), " covers those costs."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Check the whole-house effect."
      }), " On most EV tariffs the cheap rate covers the whole home during the window, but the daytime rate can be higher. Running the dishwasher and washing machine overnight helps them get the most out of it."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Keep it as an estimate."
      }), " These figures help them compare, not decide. If they finance the car, ", jsx(_components.a, {
        href: "https://www.moneyhelper.org.uk",
        children: "MoneyHelper"
      }), " has free guidance on comparing car finance deals."]
    }), "\n", jsxs(_components.p, {
      children: ["You can put your own mileage, tariff and petrol car into the ", jsx(_components.a, {
        href: "/calculators/ev-charging",
        children: "EV charging cost calculator"
      }), ". If you drive a different distance, multiply the saving per 100 miles by your yearly miles divided by 100."]
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
