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
      children: "Priya and Tom Shah live with their three children in a four-bedroom detached house near Guildford. Priya has taken a new job in York, about 230 miles away by road, and the family are selling and buying at the same time. Their sale is due to complete about six weeks before their purchase, so their furniture will need to go into storage in between. With two jobs, three children and a house full of belongings, they want the removal firm to do everything. Before asking for quotes, they want a realistic figure to budget against."
    }), "\n", jsx(_components.h2, {
      children: "The numbers they entered"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Distance between homes:"
        }), " 230 miles"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Size of home:"
        }), " 4 or more bedrooms"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Professional packing:"
        }), " yes"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Furniture dismantling and assembly:"
        }), " yes"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Months of storage:"
        }), " 2, because most firms bill storage by the month and six weeks runs into a second month"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Storage cost per month:"
        }), " £220, for enough space to hold the contents of a 4-bed house"]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "What the calculator shows"
    }), "\n", jsx(_components.p, {
      children: "The calculator's estimated total is £3,117.50. It breaks down like this:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Removals:"
        }), " £1,806.00, worked out as £300 plus £1.50 a mile, multiplied by 2.8 for a 4-bed home"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Packing:"
        }), " £451.50, which is 25% of the removals figure"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Dismantling and assembly:"
        }), " £420.00, which is £150 multiplied by 2.8"]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Storage:"
        }), " £440.00, two months at £220"]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "That works out at £13.554 a mile. Adding the 50% contingency we suggest for any moving estimate, the Shahs plan to set aside £4,676.25."
    }), "\n", jsx(_components.h2, {
      children: "What to take from it"
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Treat the removals figure as a floor for a move this long."
      }), " Long-distance moves often cost 50% to 100% more than a local one, because the crew is paid for the drive both ways and a 230-mile trip with a full load may need an overnight stop. Real quotes for the removals part could come in well above £1,806.00. The contingency is there for exactly this."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Storage is really two moves."
      }), " The calculator's storage line is the monthly rent only. The firm will load the lorry in Surrey, unload into its store, then reload and deliver to York six weeks later. The Shahs will ask each firm whether that second delivery is included, what insurance covers their belongings in the store, and what happens if the purchase completes late and they need a third month."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Packing is the easiest saving."
      }), " They ran the calculator again with professional packing switched off. The total fell to £2,666.00 (£3,999.00 with the 50% contingency), a saving of £451.50 (£677.25 with the contingency). Packing a 4-bed house takes many evenings, so they are considering a middle route: packing books, clothes and toys themselves and paying the firm to pack the kitchen and anything fragile."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "The removal is only part of the cost of buying."
      }), " Stamp duty, conveyancing, surveys and mortgage fees usually add far more than the lorry does. Our guide to ", jsx(_components.a, {
        href: "/guides/moving-cost/how-much-does-it-cost-to-move-house",
        children: "how much it costs to move house"
      }), " sets out those costs, and ", jsx(_components.a, {
        href: "/guides/moving-cost/hidden-costs-of-moving",
        children: "the hidden costs of moving"
      }), " covers the smaller items that are easy to miss, from mail redirection to time off work. These figures are estimates, not advice. For the mortgage and the wider budget, MoneyHelper or a regulated mortgage adviser can help."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Get quotes based on a survey."
      }), " At least three firms should see the house, in person or by video, before quoting a fixed price. Declutter before the surveys, because every box that goes to the charity shop is one they do not pay to pack, store and move 230 miles."]
    }), "\n", jsxs(_components.p, {
      children: ["To price your own move, enter your distance, home size and extras in the ", jsx(_components.a, {
        href: "/calculators/moving-cost",
        children: "moving cost calculator"
      }), ", then add 50%."]
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
