import { jsx, jsxs, Fragment } from "react/jsx-runtime";
function _createMdxContent(props) {
  const _components = {
    a: "a",
    h2: "h2",
    h3: "h3",
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
      children: "The removal quote is the cost everyone plans for. The costs that strain a moving budget are the smaller ones around it: two lots of rent, a deposit paid before the old one comes back, a broadband contract you cannot take with you, and a day's pay lost to waiting for keys. Together they can cost more than the move itself. This guide lists them in the order you meet them, with typical 2025 figures."
    }), "\n", jsx(_components.h2, {
      children: "Before you move"
    }), "\n", jsx(_components.h3, {
      children: "Overlap rent"
    }), "\n", jsx(_components.p, {
      children: "Tenancies rarely end on the same day the next one starts. Your old agreement sets your notice period. A fixed term normally runs to its end unless there is a break clause. A few days' overlap gives you time to clean and hand back keys, but every week is money. At £1,200 a month, two weeks of overlap cost £1,200 × 12 ÷ 52 × 2 = £553.85."
    }), "\n", jsx(_components.p, {
      children: "Buyers face a version of this too. If your sale and purchase do not complete on the same day, you may need short-term rent, a hotel, or storage in between."
    }), "\n", jsx(_components.h3, {
      children: "Deposits and cash flow"
    }), "\n", jsx(_components.p, {
      children: "In England, a holding deposit is capped at one week's rent. A tenancy deposit is capped at five weeks' rent where the annual rent is under £50,000. On a £1,200 flat that is £276.92 and £1,384.62. The catch is timing. Your old landlord only has to return your deposit within 10 days of you both agreeing any deductions, and that agreement can take weeks. Most people pay the new deposit before the old one comes back. Plan for that cash to be tied up, even if you will get it all back."
    }), "\n", jsxs(_components.p, {
      children: ["Buyers have bigger sums to find: stamp duty, conveyancing and survey fees, and the deposit itself. Our guide on ", jsx(_components.a, {
        href: "/guides/mortgage-payment/how-much-deposit-do-i-need",
        children: "how much deposit you need"
      }), " covers these, and ", jsx(_components.a, {
        href: "/guides/moving-cost/how-much-does-it-cost-to-move-house",
        children: "how much it costs to move house"
      }), " gives the 2025 stamp duty bands."]
    }), "\n", jsx(_components.h3, {
      children: "Contracts you cannot take with you"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Broadband."
        }), " If your provider cannot serve the new address, or you want to switch, leaving mid-contract can mean an exit fee of up to the remaining monthly payments. Four months left at £30 a month is £120. Some providers move your service for a fee, or start a new minimum term."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Energy."
        }), " Fixed tariffs sometimes have exit fees. Many suppliers waive them or let you take the deal with you when you move, but ask before you assume. Take meter readings with dated photos on both moving days."]
      }), "\n"]
    }), "\n", jsx(_components.h3, {
      children: "Parking and permits"
    }), "\n", jsx(_components.p, {
      children: "Most councils charge to suspend a parking bay for a removal van and need 7 to 10 working days' notice. In some London boroughs the fee plus admin comes to more than £100 for a single day. Elsewhere it is often less. At the new address, you may also need a resident's parking permit, which can cost anything from nothing to a few hundred pounds a year."
    }), "\n", jsx(_components.h2, {
      children: "On moving day"
    }), "\n", jsx(_components.h3, {
      children: "Time off work"
    }), "\n", jsx(_components.p, {
      children: "Some employers give a day's leave for moving, but many do not. If you take it unpaid, work out what it costs. On a £30,000 salary over 2,080 working hours a year, one eight-hour day is £115.38. A late key release or a slipped completion can make it two."
    }), "\n", jsx(_components.h3, {
      children: "Storage when dates do not line up"
    }), "\n", jsxs(_components.p, {
      children: ["If you have to leave before you can move in, storage fills the gap. The ", jsx(_components.a, {
        href: "/calculators/moving-cost",
        children: "moving cost calculator"
      }), " multiplies months by your monthly rate. Most firms bill by the month, so six weeks at £110 usually means two months, or £220, plus a padlock and contents insurance."]
    }), "\n", jsx(_components.h3, {
      children: "The small things"
    }), "\n", jsx(_components.p, {
      children: "Food for helpers, pet or childcare for the day, extra boxes and a trip to the tip add up. Budget around £50 to £150."
    }), "\n", jsx(_components.h2, {
      children: "After you arrive"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Mail redirection."
        }), " Royal Mail charges by how long you redirect for and how many people are named. Expect roughly £40 to £90 for the main applicant for 3, 6 or 12 months, plus a smaller fee for each extra adult. Children under 16 are free."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Council tax."
        }), " Register with the new council from your move-in date and tell the old one you have left. The new bill may be much higher. The average Band D bill in England is about £2,280 for 2025 to 2026. You can ", jsx(_components.a, {
          href: "https://www.gov.uk/council-tax-bands",
          children: "check the band"
        }), " before you commit, and claim the 25% discount if you live alone."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "TV licence."
        }), " Moving it is free, but you still need one at the new address."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Broadband setup."
        }), " Activation fees range from nothing to about £60. A new line or a first fibre installation can take two weeks, so budget for extra mobile data in the meantime."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Cleaning."
        }), " An end-of-tenancy clean for a 2-bed typically costs £200 to £350, with carpet cleaning extra. You may want to clean the new place before unpacking, too."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Locks and keys."
        }), " Buyers are wise to change the locks, which typically costs £80 to £200 with a locksmith. Extra keys cost about £5 to £15 each."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Fitting in."
        }), " Curtains or blinds that fit the new windows, a longer washing machine hose, light bulbs and a sofa that will not go up the stairs are all common surprises."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Address updates."
        }), " ", jsx(_components.a, {
          href: "https://www.gov.uk/change-address-driving-licence",
          children: "Changing the address on your driving licence"
        }), " is free. Update your bank, employer, GP, insurers and electoral registration too."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "A worked hidden-cost budget"
    }), "\n", jsx(_components.p, {
      children: "Here is what this might look like for a renter moving a 2-bed flat 20 miles, with rent of £1,200 a month:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Hidden cost"
          }), jsx(_components.th, {
            children: "Estimate"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Two weeks' overlap rent"
          }), jsx(_components.td, {
            children: "£553.85"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "End-of-tenancy clean"
          }), jsx(_components.td, {
            children: "£280.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Mail redirection, 6 months, approximate"
          }), jsx(_components.td, {
            children: "£60.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Broadband exit fee, 4 months at £30"
          }), jsx(_components.td, {
            children: "£120.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Parking bay suspension"
          }), jsx(_components.td, {
            children: "£60.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "One day's unpaid leave, £30,000 salary"
          }), jsx(_components.td, {
            children: "£115.38"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Keys, bulbs and cleaning supplies"
          }), jsx(_components.td, {
            children: "£60.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Food and drink for helpers"
          }), jsx(_components.td, {
            children: "£50.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Total"
          }), jsx(_components.td, {
            children: "£1,299.23"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "The calculator's estimate for the move itself is £561.00, or £841.50 with a 50% contingency. The hidden costs here are larger than the removal. The contingency is meant to cover the move overrunning, not these costs, so give each one its own line in your budget. Separately, £1,384.62 of deposit money may be tied up for several weeks."
    }), "\n", jsx(_components.h2, {
      children: "How to keep hidden costs down"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "Negotiate your end and start dates to keep overlap to a few days."
      }), "\n", jsx(_components.li, {
        children: "Ask your broadband provider whether it can serve the new address before you give notice."
      }), "\n", jsx(_components.li, {
        children: "Clean as you pack so the final clean is lighter, and photograph every room when you leave."
      }), "\n", jsx(_components.li, {
        children: "Book time off and parking suspensions early, when your dates are confirmed."
      }), "\n", jsxs(_components.li, {
        children: ["Use your new budget to check the ongoing bills too, such as ", jsx(_components.a, {
          href: "/guides/energy-bill/how-to-estimate-your-electric-bill",
          children: "estimating your electricity bill"
        }), " in the new home."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "Put it all together"
    }), "\n", jsxs(_components.p, {
      children: ["Start with the ", jsx(_components.a, {
        href: "/calculators/moving-cost",
        children: "moving cost calculator"
      }), " for the move itself and add 50%. Then list the hidden costs above that apply to you, so the total you plan for is the total you pay."]
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
