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
      children: "Kasia is 36 and grew up in Poland. She now lives in Reading and works as a physiotherapist at a hospital on the other side of town. She has always thought about driving in kilometres and litres, and her petrol hatchback's trip computer is set that way too. She is thinking about replacing the car, and wants to know what she spends on fuel now before she looks at anything newer."
    }), "\n", jsx(_components.h2, {
      children: "Who she is and why she is checking"
    }), "\n", jsx(_components.p, {
      children: "Kasia reset her trip meter at the start of September and read it at the end of the month: just over 800 km. That covers her commute, the weekly shop and a couple of weekend trips to see friends in Oxford. Over the same month the trip computer showed an average of 6.8 litres per 100 km. She fills up at a supermarket forecourt where petrol costs £1.36 a litre."
    }), "\n", jsx(_components.p, {
      children: "Most UK fuel tools and car reviews work in miles per gallon, so she wanted a calculator that would take her own units without any converting."
    }), "\n", jsx(_components.h2, {
      children: "The numbers she entered"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "What are you pricing:"
        }), " A month of driving."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Distance per month:"
        }), " 800."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Distance unit:"
        }), " km."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Fuel economy:"
        }), " 6.8."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Economy unit:"
        }), " litres per 100 km."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Fuel price:"
        }), " £1.36 per litre. With litres per 100 km selected, the calculator always asks for a price per litre, so the gallon option is hidden."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "What the calculator shows"
    }), "\n", jsx(_components.p, {
      children: "For 800 km, the calculator puts her fuel at £73.98 a month. Her cost per km is £0.092, or 9.2p. Over a year that comes to close to £890."
    }), "\n", jsx(_components.p, {
      children: "To check it against figures quoted in miles, she switched the distance unit to miles and entered 497, which is roughly 800 km. The calculator showed £0.149 a mile. That sits inside the 13p to 17p a mile that is typical for a petrol car in 2025, so her car is neither unusually thirsty nor unusually frugal."
    }), "\n", jsx(_components.h2, {
      children: "What to take from it"
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Litres per 100 km is easy to reason with."
      }), " Cost moves in step with it. A car that uses a quarter less fuel per 100 km costs a quarter less to run. That isn't true of mpg, where each extra mile per gallon saves less than the one before. Our guide on ", jsx(_components.a, {
        href: "/guides/fuel-cost/why-mpg-isnt-the-whole-story",
        children: "why mpg isn't the whole story"
      }), " explains why."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "The hybrid saves less than she hoped."
      }), " The self-charging hybrid she likes is reported to use about 5.0 litres per 100 km in real driving. With that figure and the same 800 km, the calculator shows £54.40 a month, or £0.068 a km. That saves just under £20 a month, roughly £235 a year. Set against the cost of changing cars, fuel alone would take many years to pay it back."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Price matters, but less than the car."
      }), " If petrol rose 10p to £1.46 a litre, her month would cost £79.42. That is a smaller change than switching cars, and one she can soften by shopping around for fuel."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Fuel isn't the whole cost of a car."
      }), " Insurance, servicing, road tax and depreciation often add up to more than fuel. She decided to keep her car for now and look again when it needs major work. If she later looks at electric, our guide on ", jsx(_components.a, {
        href: "/guides/ev-charging/how-to-estimate-ev-cost-per-mile",
        children: "how to estimate EV cost per mile"
      }), " uses the same approach."]
    }), "\n", jsxs(_components.p, {
      children: ["These are estimates to plan with, not advice on what to buy. Enter your own distance in miles or km in the ", jsx(_components.a, {
        href: "/calculators/fuel-cost",
        children: "fuel cost calculator"
      }), "."]
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
