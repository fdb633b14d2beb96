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
      children: "Megan lives on her own in a two-bedroom flat on the second floor of a 1970s block in Norwich. The flat has no gas supply. A panel heater warms the second bedroom, which she uses as an office four days a week, and hot water comes from an immersion heater on a timer. Her fixed tariff ends next month and she will move onto her supplier's standard variable rate. She wants to know what a month of electricity will cost, so she can set her direct debit at a sensible level."
    }), "\n", jsx(_components.h2, {
      children: "Why she is checking"
    }), "\n", jsx(_components.p, {
      children: "Her smart meter app shows she used about 3,620 kWh over the past year, roughly 300 kWh a month on average. She wants to see whether the calculator agrees with her own history and what the bill looks like at the new rate."
    }), "\n", jsx(_components.h2, {
      children: "The numbers she entered"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Floor area:"
        }), " 50, with the unit set to square metres, taken from her Energy Performance Certificate"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Bedrooms:"
        }), " 2"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "People living there:"
        }), " 1"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Usage profile:"
        }), " high, because she works from home and heats and lights the flat all day"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Electricity unit rate:"
        }), " £0.28 per kWh"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Electricity standing charge:"
        }), " £0.53 a day"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Gas rate and gas standing charge:"
        }), " left blank, because the flat has no gas"]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "Her supplier's standard rate is a little below 28p. She rounded it up, which puts it slightly above the typical 2025 price cap rate and leaves some slack in her budget."
    }), "\n", jsx(_components.h2, {
      children: "What the calculator shows"
    }), "\n", jsx(_components.p, {
      children: "The calculator estimates 304 kWh of electricity a month, very close to her own average. At her rates, the estimated monthly bill is £101.23, and the estimated yearly cost is £1,214.78. Her average use comes to 10.1 kWh a day."
    }), "\n", jsx(_components.p, {
      children: "She split the monthly figure by hand. The standing charge is 53p × 365 ÷ 12, which is £16.12 a month. That leaves about £85.11 for the electricity she actually uses. Even if she used almost nothing, she would still pay around £16 a month just to stay connected, about a sixth of the bill."
    }), "\n", jsx(_components.p, {
      children: "As a check, she priced her real yearly use the same way: 3,620 kWh at 28p is £1,013.60, plus £193.45 of standing charges, or £1,207.05. That is within about £8 of the calculator's yearly estimate."
    }), "\n", jsx(_components.h2, {
      children: "What to take from it"
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "An average month is not a typical month."
      }), " Megan's smart meter shows about 420 kWh in January and about 220 kWh in July. By her own sums, January costs about £133.72 and July about £77.72. A direct debit of about £101 a month builds up credit in summer and spends it in winter. That is how a level direct debit is meant to work, so she should expect the balance to swing."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Home working drives her use."
      }), " To see what her office days cost, she ran the calculator again with the usage profile set to average, as if she went back to the office full time. The estimate fell to 234 kWh a month and £81.59, or £979.09 a year. Working from home adds about £19.64 a month on this estimate, mostly from heating and lighting the flat during the day."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Look at the big loads first."
      }), " In an all-electric flat, the panel heater and the immersion heater are the heaviest users. Keeping the immersion on a timer and heating only the room she works in matter far more than switching off chargers. Our guide to ", jsx(_components.a, {
        href: "/guides/energy-bill/what-uses-most-electricity-at-home",
        children: "what uses the most electricity at home"
      }), " shows how to price each appliance, and ", jsx(_components.a, {
        href: "/guides/energy-bill/how-to-estimate-your-electric-bill",
        children: "how to estimate your electric bill"
      }), " explains the standing charge and unit rate in more detail."]
    }), "\n", jsxs(_components.p, {
      children: ["Enter your own floor area, household and rates in the ", jsx(_components.a, {
        href: "/calculators/energy-bill",
        children: "energy bill calculator"
      }), ", then compare the result with your meter readings."]
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
