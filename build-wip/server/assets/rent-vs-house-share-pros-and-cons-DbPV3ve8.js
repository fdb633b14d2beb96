import { jsx, jsxs, Fragment } from "react/jsx-runtime";
function _createMdxContent(props) {
  const _components = {
    a: "a",
    h2: "h2",
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
    ul: "ul",
    ...props.components
  };
  return jsxs(Fragment, {
    children: [jsx(_components.p, {
      children: "For a lot of UK renters, the biggest single saving isn't a cheaper area or a better energy deal. It is deciding whether to live alone or share. The gap can run to thousands of pounds a year, but sharing has costs of its own that don't show up on a bank statement. This guide compares the two with real numbers, then covers the legal and day-to-day trade-offs so you can decide with your eyes open."
    }), "\n", jsx(_components.h2, {
      children: "The money: a worked comparison"
    }), "\n", jsx(_components.p, {
      children: "Take someone with £2,000 a month take-home pay. At the common 30% guideline, their recommended rent is £600. They are choosing between a one-bed flat at £850 a month and a room in a four-bedroom shared house at £600 a month. Bills in the share are split four ways on a joint tenancy. The bills below are example figures. Your own will differ."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Monthly cost"
          }), jsx(_components.th, {
            children: "One-bed flat alone"
          }), jsx(_components.th, {
            children: "Room in a four-person share"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Rent"
          }), jsx(_components.td, {
            children: "£850.00"
          }), jsx(_components.td, {
            children: "£600.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Council tax"
          }), jsx(_components.td, {
            children: "£112.50 (£1,800 a year less the 25% single person discount)"
          }), jsx(_components.td, {
            children: "£50.00 (a quarter of £2,400 a year)"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Energy"
          }), jsx(_components.td, {
            children: "£110.00"
          }), jsx(_components.td, {
            children: "£60.00 (a quarter of £240)"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Water"
          }), jsx(_components.td, {
            children: "£35.00"
          }), jsx(_components.td, {
            children: "£15.00 (a quarter of £60)"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Broadband"
          }), jsx(_components.td, {
            children: "£30.00"
          }), jsx(_components.td, {
            children: "£10.00 (a quarter of £40)"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "TV licence (£174.50 a year)"
          }), jsx(_components.td, {
            children: "£14.54"
          }), jsx(_components.td, {
            children: "£3.64"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: jsx(_components.strong, {
              children: "Total"
            })
          }), jsx(_components.td, {
            children: jsx(_components.strong, {
              children: "£1,152.04"
            })
          }), jsx(_components.td, {
            children: jsx(_components.strong, {
              children: "£738.64"
            })
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "Sharing saves £413.40 a month, or £4,960.80 a year. The rent alone tells a sharper story. The flat's £850 is 42.5% of take-home pay, which is above typical guidelines. The room's £600 is exactly 30%. Once you add bills, living alone takes 57.6% of this person's pay and sharing takes about 36.9%."
    }), "\n", jsxs(_components.p, {
      children: ["Notice that the single person discount narrows the gap. Living alone cuts council tax by a quarter, so don't compare a bills-included room with a flat's full council tax bill. To estimate energy for either home, see ", jsx(_components.a, {
        href: "/guides/energy-bill/how-to-estimate-your-electric-bill",
        children: "how to estimate your electric bill"
      }), "."]
    }), "\n", jsx(_components.h2, {
      children: "Cash needed to move in"
    }), "\n", jsx(_components.p, {
      children: "Upfront costs follow the rent. In England, the tenancy deposit is capped at five weeks' rent where the yearly rent is under £50,000. Add the first month's rent:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {}), jsx(_components.th, {
            children: "One-bed flat at £850"
          }), jsx(_components.th, {
            children: "Room at £600"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Holding deposit (up to 1 week)"
          }), jsx(_components.td, {
            children: "£196.15"
          }), jsx(_components.td, {
            children: "£138.46"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Tenancy deposit (5 weeks)"
          }), jsx(_components.td, {
            children: "£980.77"
          }), jsx(_components.td, {
            children: "£692.31"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Deposit plus first month"
          }), jsx(_components.td, {
            children: "£1,830.77"
          }), jsx(_components.td, {
            children: "£1,292.31"
          })]
        })]
      })]
    }), "\n", jsxs(_components.p, {
      children: ["Moving into a furnished room also tends to be cheaper. There is less to transport and no sofa or fridge to buy. A one-bed flat is often let unfurnished, so budget for furniture and a van. Our guide to the ", jsx(_components.a, {
        href: "/guides/moving-cost/hidden-costs-of-moving",
        children: "hidden costs of moving"
      }), " lists the items people forget."]
    }), "\n", jsx(_components.h2, {
      children: "The case for renting alone"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Control."
        }), " You choose the temperature, the noise level, who visits and how clean the kitchen is."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Simpler liability."
        }), " Your tenancy, your rent, your deposit. Nobody else's late payment can land on you."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Space to work from home."
        }), " A spare corner beats a desk squeezed next to the bed."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Easier referencing for couples."
        }), " Two incomes on one flat often pass the agent's test where one would not. See ", jsx(_components.a, {
          href: "/guides/rent-affordability/what-landlords-look-for",
          children: "what landlords look for"
        }), "."]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "The downside is cost. Every bill lands on you, and so does every small repair that isn't your landlord's job, such as replacing light bulbs or clearing a blocked sink you caused."
    }), "\n", jsx(_components.h2, {
      children: "The case for sharing"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Lower cost per person"
        }), ", as the table shows. On this example, that's almost £5,000 a year you could save or use to clear debt."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Better locations."
        }), " A room can put you near work or a station that a one-bed salary would not."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Furnished and quick."
        }), " Many rooms are let furnished with bills included, so you can move at short notice."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Company"
        }), ", if you want it."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "Risks to check before you sign a share"
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Joint and several liability."
      }), " On a joint tenancy, each tenant can be held responsible for the whole rent and for damage anywhere in the house. If a housemate leaves without paying, the landlord can recover the shortfall from the rest of you, or from your guarantors. A separate agreement for each room avoids this, but you have no say over who moves in."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Licensing and safety."
      }), " A home shared by three or more people from more than one household is a house in multiple occupation (HMO). If five or more people from two or more households live there, the landlord needs a mandatory licence from the council. Some councils license smaller shares too. Licensed HMOs must meet minimum bedroom sizes (6.51 square metres for one adult) and stricter fire safety standards. Ask to see the licence. Gov.uk explains the rules on ", jsx(_components.a, {
        href: "https://www.gov.uk/renting-out-a-property/houses-in-multiple-occupation-hmo",
        children: "houses in multiple occupation"
      }), "."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Lodging is different."
      }), " If the owner lives in the house, you are a lodger, not a tenant. Your deposit doesn't have to be protected in a scheme, and the landlord can ask you to leave with reasonable notice, often the length of your rent period. Right to Rent checks still apply to lodgers."]
    }), "\n", jsxs(_components.p, {
      children: [jsx(_components.strong, {
        children: "Housing support."
      }), " If you claim Universal Credit or Housing Benefit and are single and under 35 without children, your housing support is usually limited to the shared accommodation rate. That is enough for a room, not a flat."]
    }), "\n", jsx(_components.h2, {
      children: "Questions to ask at a share viewing"
    }), "\n", jsxs(_components.ol, {
      children: ["\n", jsx(_components.li, {
        children: "Is it a joint tenancy or a separate agreement per room?"
      }), "\n", jsx(_components.li, {
        children: "Which bills are included, and is there a fair usage cap?"
      }), "\n", jsx(_components.li, {
        children: "Who pays council tax, and is it included in the rent?"
      }), "\n", jsx(_components.li, {
        children: "How many people live here, and is there an HMO licence?"
      }), "\n", jsx(_components.li, {
        children: "How are new housemates chosen when someone leaves?"
      }), "\n", jsx(_components.li, {
        children: "Where is my deposit protected, and is my share of it recorded separately?"
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "Which suits you?"
    }), "\n", jsxs(_components.p, {
      children: ["Sharing usually makes sense if you are early in your career, saving for a deposit, new to a city, or would otherwise go well above 35% of your take-home pay. Renting alone suits you if you work from home, value quiet, or can keep the rent within about 30% to 35%. For many people the answer changes over time. A year or two of sharing can build the savings that make a flat affordable later. Our guide on ", jsx(_components.a, {
        href: "/guides/rent-affordability/how-much-rent-can-i-afford",
        children: "how much rent you can afford"
      }), " helps you set that target."]
    }), "\n", jsx(_components.p, {
      children: "These are planning estimates, not financial advice. MoneyHelper offers free guidance if your budget is tight."
    }), "\n", jsxs(_components.p, {
      children: ["Try both options in the ", jsx(_components.a, {
        href: "/calculators/rent-affordability",
        children: "rent affordability calculator"
      }), ". Enter your take-home pay and debts, then compare the recommended rent with the flat and the room you are considering."]
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
