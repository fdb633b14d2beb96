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
      children: "Chloe and Marcus rent a two-bedroom flat on the second floor of a converted house in Leeds, with no lift. Next month they are moving to a rented terrace on the other side of the city, about 12 miles away by road. They have three friends who have offered to help, and Marcus has driven a van before. Before booking anything, they want to know whether doing it themselves really saves enough to be worth a long, heavy Saturday."
    }), "\n", jsx(_components.h2, {
      children: "The numbers they entered"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Distance between homes:"
        }), " 12 miles"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Size of home:"
        }), " 2 bedrooms"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Professional packing:"
        }), " no, because they will pack themselves either way"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Furniture dismantling and assembly:"
        }), " no"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Months of storage:"
        }), " 0, because the new tenancy starts the day the old one ends"]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "What the calculator shows"
    }), "\n", jsx(_components.p, {
      children: "The calculator estimates £540.60 for a removal firm to move them. All of it is the removals line, worked out as £300 plus £1.50 a mile, multiplied by 1.7 for a 2-bed home. Over 12 miles that comes to £45.050 a mile, because the fixed part of the price dominates on a short move."
    }), "\n", jsx(_components.p, {
      children: "With the 50% contingency we suggest for any moving estimate, they would set aside £810.90 for the firm."
    }), "\n", jsx(_components.h2, {
      children: "Their own DIY costing"
    }), "\n", jsx(_components.p, {
      children: "This is Chloe and Marcus's own budget, not a calculator figure. Both options need the same boxes and tape, so they left those out."
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "Luton van with tail lift, one Saturday: £120.00"
      }), "\n", jsx(_components.li, {
        children: "Insurance excess reduction: £25.00"
      }), "\n", jsx(_components.li, {
        children: "Fuel, about 60 miles at roughly 30p a mile: £18.00"
      }), "\n", jsx(_components.li, {
        children: "Parking bay suspension outside the old flat: £55.00"
      }), "\n", jsx(_components.li, {
        children: "Straps, blankets and a sack truck: £20.00"
      }), "\n", jsx(_components.li, {
        children: "Food and drink for three helpers: £45.00"
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "That comes to £283.00, or £424.50 with the same 50% contingency. The 60 miles allows for two loads, plus collecting and returning the van. On those figures, doing it themselves costs £257.60 less than the calculator's estimate, or £386.40 less once both have a 50% contingency."
    }), "\n", jsx(_components.h2, {
      children: "What to take from it"
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "The saving is real but narrower than it looks."
      }), " The van hire company will hold a security deposit on a card until the van is checked back in. A scraped wing mirror without excess reduction could cost more than the whole removal firm estimate. Their friends are giving up a Saturday, and nobody is insured for a dropped wardrobe on the stairs."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Stairs change a firm's price too."
      }), " The calculator gives a typical weekday price. A second-floor flat with no lift means a longer carry and more time, so real quotes may come in higher than £540.60. Getting three quotes based on a survey is the only way to know."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "A middle route is worth pricing."
      }), " Their biggest worry is the flat-pack wardrobe and bed frame. They ran the calculator again with furniture dismantling and assembly switched on. The estimate rose to £795.60, with £255.00 of that for the dismantling and reassembly. That is a lot to pay for two pieces of furniture, so they decided to take them apart the weekend before instead."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Check the licence and the van."
      }), " Most Luton vans fall within the 3,500 kg limit of a standard car licence, but it is worth confirming the weight against the ", jsx(_components.a, {
        href: "https://www.gov.uk/driving-licence-categories",
        children: "GOV.UK licence categories"
      }), " before booking."]
    }), "\n", jsxs(_components.p, {
      children: ["Our guide to ", jsx(_components.a, {
        href: "/guides/moving-cost/van-hire-vs-professional-movers",
        children: "van hire vs professional movers"
      }), " compares the two options in more depth, and ", jsx(_components.a, {
        href: "/guides/moving-cost/hidden-costs-of-moving",
        children: "the hidden costs of moving"
      }), " lists the costs around the move itself, such as overlap rent and cleaning. To get the removal firm baseline for your own move, use the ", jsx(_components.a, {
        href: "/calculators/moving-cost",
        children: "moving cost calculator"
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
