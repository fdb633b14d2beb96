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
      children: "Two people driving the same car on the same roads can get very different mpg. The car sets the limits, but the driver decides where within them each journey lands. The good news is that the habits that save fuel cost nothing and usually make driving calmer. This guide explains which habits matter most, why they work, and what the difference is worth in pounds."
    }), "\n", jsx(_components.h2, {
      children: "What a drop in mpg really costs"
    }), "\n", jsx(_components.p, {
      children: "Start with the money, because it makes the rest concrete. Take a petrol car that returns 45 mpg when driven gently, covering 800 miles a month with petrol at £1.40 a litre. Here is what happens if a heavier right foot knocks 10% or 20% off that economy, worked out in the calculator's monthly total mode:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Driving"
          }), jsx(_components.th, {
            children: "mpg"
          }), jsx(_components.th, {
            children: "Cost per mile"
          }), jsx(_components.th, {
            children: "Monthly fuel"
          }), jsx(_components.th, {
            children: "Yearly fuel"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Smooth"
          }), jsx(_components.td, {
            children: "45"
          }), jsx(_components.td, {
            children: "14.1p"
          }), jsx(_components.td, {
            children: "£113.15"
          }), jsx(_components.td, {
            children: "£1,357.80"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "10% less efficient"
          }), jsx(_components.td, {
            children: "40.5"
          }), jsx(_components.td, {
            children: "15.7p"
          }), jsx(_components.td, {
            children: "£125.72"
          }), jsx(_components.td, {
            children: "£1,508.64"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "20% less efficient"
          }), jsx(_components.td, {
            children: "36"
          }), jsx(_components.td, {
            children: "17.7p"
          }), jsx(_components.td, {
            children: "£141.43"
          }), jsx(_components.td, {
            children: "£1,697.16"
          })]
        })]
      })]
    }), "\n", jsxs(_components.p, {
      children: ["Notice that a 10% drop in mpg raises your fuel bill by about 11%, and a 20% drop raises it by 25%. Because cost per mile is the gallon price divided by mpg, losses in economy cost more than the percentage suggests. Our guide on ", jsx(_components.a, {
        href: "/guides/fuel-cost/why-mpg-isnt-the-whole-story",
        children: "why mpg isn't the whole story"
      }), " explains that maths in more detail."]
    }), "\n", jsx(_components.p, {
      children: "For this driver, the gap between smooth and hard driving is about £28 a month, or more than £330 a year, with the same car, roads and fuel."
    }), "\n", jsx(_components.h2, {
      children: "Speed: the biggest single factor on faster roads"
    }), "\n", jsx(_components.p, {
      children: "At low speeds most of your engine's effort goes into rolling the tyres and running the engine itself. As speed rises, pushing air out of the way takes over. Air resistance grows with the square of your speed, so the energy needed for each mile does too. At 80 mph the air resistance is about 31% higher than at 70 mph, because 80 squared divided by 70 squared is about 1.31."
    }), "\n", jsx(_components.p, {
      children: "Air is not the only load, so your mpg will not fall by the full 31%, but a drop of several mpg is common. Take a 100-mile motorway trip in a car that does 50 mpg at 70 mph and, as an illustration, 43 mpg at 80 mph, with petrol at £1.40 a litre:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Cruising speed"
          }), jsx(_components.th, {
            children: "mpg"
          }), jsx(_components.th, {
            children: "Fuel cost for 100 miles"
          }), jsx(_components.th, {
            children: "Time at a steady speed"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "70 mph"
          }), jsx(_components.td, {
            children: "50"
          }), jsx(_components.td, {
            children: "£12.73"
          }), jsx(_components.td, {
            children: "about 86 minutes"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "80 mph"
          }), jsx(_components.td, {
            children: "43"
          }), jsx(_components.td, {
            children: "£14.80"
          }), jsx(_components.td, {
            children: "75 minutes"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "You pay about £2 extra to save around 11 minutes, and in real traffic the time saved is usually smaller. The 70 mph limit is, of course, also the law. Dropping from 70 to 60 mph on a long trip saves fuel again, if conditions allow."
    }), "\n", jsx(_components.h2, {
      children: "Acceleration, braking and reading the road"
    }), "\n", jsx(_components.p, {
      children: "Every time you brake, the energy you spent getting up to speed turns into heat in the brake discs. Hard acceleration followed by hard braking is the most expensive pattern there is, and it is how many people drive in town without noticing."
    }), "\n", jsx(_components.p, {
      children: "Habits that help:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "Look well ahead and ease off early when lights change or traffic slows, so you roll rather than stop"
      }), "\n", jsx(_components.li, {
        children: "Accelerate briskly but smoothly, then change up early; a commonly quoted guide is around 2,000 rpm in a diesel and 2,500 rpm in a petrol"
      }), "\n", jsx(_components.li, {
        children: "Leave a bigger gap to the car in front so you can react to its braking with a lift of the throttle"
      }), "\n", jsx(_components.li, {
        children: "Lift off in gear when slowing down; most modern engines cut fuel almost entirely while you do"
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "Short trips and cold engines"
    }), "\n", jsx(_components.p, {
      children: "An engine is least efficient when it is cold. For the first few miles it runs rich to warm up, the oil is thick and the gearbox is stiff. A two-mile trip may be made almost entirely in that state, which is why town mpg on short journeys can be dramatically lower than the car's average."
    }), "\n", jsxs(_components.p, {
      children: ["You can reduce the effect by combining errands into one trip once the engine is warm, walking or cycling for the shortest journeys, and not idling to warm the car up on cold mornings, since driving off gently warms it faster. Leaving the engine running while parked on a public road is also against the rules, as Rule 123 of ", jsx(_components.a, {
        href: "https://www.gov.uk/guidance/the-highway-code/general-rules-techniques-and-advice-for-all-drivers-and-riders-103-to-158",
        children: "the Highway Code"
      }), " sets out."]
    }), "\n", jsx(_components.h2, {
      children: "Load, drag and tyres"
    }), "\n", jsx(_components.p, {
      children: "These are not strictly driving style, but they are choices you make:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Roof boxes and bars"
        }), " add drag at every speed, and the cost grows quickly on the motorway. Take them off when you do not need them."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Extra weight"
        }), " matters most in stop-start driving, where the car is accelerated again and again. Clear out the boot."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Tyre pressures"
        }), " that are too low raise rolling resistance and wear tyres faster. Check them monthly when cold, using the figures in your handbook or on the door pillar, and raise them for a full load."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Air conditioning and heated screens"
        }), " draw power from the engine. Use them when you need them, but switch them off when you do not."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "Putting it together on your commute"
    }), "\n", jsxs(_components.p, {
      children: ["The savings add up on routine journeys. A commuter doing 720 miles a month at 17.3p a mile spends £124.56 a month in the calculator's daily commute mode. If smoother driving lifts their economy from 36 to 40 mpg at £1.37 a litre, the same miles cost £112.11, a saving of £12.45 a month or about £149 a year. Our guide on ", jsx(_components.a, {
        href: "/guides/fuel-cost/how-to-estimate-commute-cost",
        children: "how to estimate the fuel cost of your commute"
      }), " shows how to set up that calculation for your own route."]
    }), "\n", jsxs(_components.p, {
      children: ["Driving style affects electric cars too, since hard acceleration and high speed drain a battery in the same way, though regenerative braking recovers some of the energy. If you are comparing the two, see ", jsx(_components.a, {
        href: "/guides/ev-charging/is-it-cheaper-to-run-an-ev",
        children: "is it cheaper to run an EV?"
      }), " All the figures here are illustrations to help you plan, not advice."]
    }), "\n", jsx(_components.h2, {
      children: "See what your driving is worth"
    }), "\n", jsxs(_components.p, {
      children: ["Measure your mpg now, then again after a month of smoother driving, and enter both figures in the ", jsx(_components.a, {
        href: "/calculators/fuel-cost",
        children: "fuel cost calculator"
      }), " with your usual distance and pump price. The difference between the two results is what your driving style is costing, or saving, you each month."]
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
