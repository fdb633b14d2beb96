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
      children: "Dan is 41 and lives in Swindon with his partner and their two children. He works for an engineering firm on the northern edge of Bristol, about 40 miles from his front door, mostly along the M4. Until now he has gone into the office three days a week. From January his employer wants everyone in five days a week, and Dan wants to know what that will cost in fuel before he decides whether to stay."
    }), "\n", jsx(_components.h2, {
      children: "Who he is and why he is checking"
    }), "\n", jsx(_components.p, {
      children: "Dan drives a diesel estate. Measured brim to brim over the last three tanks, it returns 52 mpg on this route, which is mostly steady motorway driving. He fills up at a supermarket forecourt where diesel costs £1.43 a litre."
    }), "\n", jsx(_components.p, {
      children: "He also has a job offer in Swindon, 7 miles from home, paying a little less. Fuel is one of the numbers he needs to compare the two."
    }), "\n", jsx(_components.h2, {
      children: "The numbers he entered"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "What are you pricing:"
        }), " Daily commute."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "One-way distance:"
        }), " 40 miles. This is the distance from home to work, not there and back. The daily mode doubles it for the return journey, then multiplies by 5 days a week and 4 weeks. If your 40 miles is already the round trip, enter 20."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Distance unit:"
        }), " miles."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Fuel economy:"
        }), " 52 mpg."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Fuel price:"
        }), " £1.43, with the price set to per litre so the calculator converts it to a UK gallon for him."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "What the calculator shows"
    }), "\n", jsx(_components.p, {
      children: "The calculator counts 1,600 miles a month: 40 miles each way, 20 working days. At 52 mpg and £1.43 a litre, fuel costs £0.125 a mile, or 12.5p. That puts the commute at £200.03 a month, or about £2,400 a year if every month looked the same."
    }), "\n", jsx(_components.p, {
      children: "The 20-day month is a convention. In a month with no leave or bank holidays he would work 22 days. Entering 1,760 miles in the monthly mode gives £220.03. Over a full year, holidays bring the average back close to 20 days, so £200.03 is a fair planning figure."
    }), "\n", jsx(_components.h2, {
      children: "What to take from it"
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "The change to five days is the real cost."
      }), " Three days a week works out at about 13 days a month, or 1,040 miles. Entered in the monthly mode, that costs £130.02. Going in every day adds about £70 a month in fuel alone."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "The local job looks different on fuel."
      }), " A 7-mile commute in daily mode comes to £35.00 a month. The gap of about £165 a month is worth weighing against the lower salary. Fuel is paid from taxed income, so compare it with the difference in take-home pay, not gross pay."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Fuel isn't the only cost."
      }), " At 1,600 miles a month, tyres, servicing and depreciation add up quickly. HMRC's approved rate of 45p a mile for the first 10,000 business miles is meant to cover all of those costs, not just fuel. Ordinary commuting doesn't count as business mileage, though, so the rate doesn't apply to his drive to work."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Small changes help."
      }), " Sharing the drive with a colleague two days a week would cut his share of the cost. So would easing off from 70 mph on the M4. Our guide on ", jsx(_components.a, {
        href: "/guides/fuel-cost/how-driving-style-affects-fuel-cost",
        children: "how driving style affects fuel cost"
      }), " shows how much."]
    }), "\n", jsxs(_components.p, {
      children: ["For the method in full, including how to count working days, read ", jsx(_components.a, {
        href: "/guides/fuel-cost/how-to-estimate-commute-cost",
        children: "how to estimate the fuel cost of your commute"
      }), ". These are estimates to plan with, not advice."]
    }), "\n", jsxs(_components.p, {
      children: ["Price your own commute with the ", jsx(_components.a, {
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
