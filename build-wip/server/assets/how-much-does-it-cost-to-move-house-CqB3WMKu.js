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
    children: [jsxs(_components.p, {
      children: ["Moving house in the UK can cost anything from a few hundred pounds, for a studio flat moved across town, to several thousand for a family home moved the length of the country. That is before deposits, legal fees or tax. This guide gives typical 2025 prices, shows how the Costwise ", jsx(_components.a, {
        href: "/calculators/moving-cost",
        children: "moving cost calculator"
      }), " builds its estimate, and explains what to add so your budget survives the day itself."]
    }), "\n", jsx(_components.h2, {
      children: "Typical removal firm prices in 2025"
    }), "\n", jsx(_components.p, {
      children: "These ranges are for a move of up to about 30 miles with a removal firm: a crew, a lorry or large van, loading, driving and unloading. Quotes in London and the South East tend to sit at the top of each range or above it."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Home size"
          }), jsx(_components.th, {
            children: "Local move with a removal firm"
          }), jsx(_components.th, {
            children: "Packing service on top"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Studio or 1-bed"
          }), jsx(_components.td, {
            children: "£350 to £700"
          }), jsx(_components.td, {
            children: "£150 to £300"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "2-bed"
          }), jsx(_components.td, {
            children: "£600 to £1,000"
          }), jsx(_components.td, {
            children: "£250 to £400"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "3-bed"
          }), jsx(_components.td, {
            children: "£900 to £1,500"
          }), jsx(_components.td, {
            children: "£350 to £600"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "4-bed"
          }), jsx(_components.td, {
            children: "£1,300 to £2,200"
          }), jsx(_components.td, {
            children: "£500 to £900"
          })]
        })]
      })]
    }), "\n", jsxs(_components.p, {
      children: ["Long-distance moves often cost 50% to 100% more than a local one. The crew is paid for the drive both ways, and a move of 250 miles or more may need an overnight stop. If you are weighing up a hired van instead, our guide to ", jsx(_components.a, {
        href: "/guides/moving-cost/van-hire-vs-professional-movers",
        children: "van hire vs professional movers"
      }), " sets out both options side by side."]
    }), "\n", jsx(_components.h2, {
      children: "How the calculator estimates your move"
    }), "\n", jsx(_components.p, {
      children: "The calculator starts with £300 for the crew and vehicle, adds £1.50 for every mile, and multiplies the result by a size factor for your home. You can enter distance in miles or kilometres. Here is what that gives for a 20-mile move, with the 50% contingency we recommend on any moving estimate:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Home size"
          }), jsx(_components.th, {
            children: "Size factor"
          }), jsx(_components.th, {
            children: "Estimate for 20 miles"
          }), jsx(_components.th, {
            children: "With 50% contingency"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Studio"
          }), jsx(_components.td, {
            children: "1.0"
          }), jsx(_components.td, {
            children: "£330.00"
          }), jsx(_components.td, {
            children: "£495.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "1-bed"
          }), jsx(_components.td, {
            children: "1.3"
          }), jsx(_components.td, {
            children: "£429.00"
          }), jsx(_components.td, {
            children: "£643.50"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "2-bed"
          }), jsx(_components.td, {
            children: "1.7"
          }), jsx(_components.td, {
            children: "£561.00"
          }), jsx(_components.td, {
            children: "£841.50"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "3-bed"
          }), jsx(_components.td, {
            children: "2.2"
          }), jsx(_components.td, {
            children: "£726.00"
          }), jsx(_components.td, {
            children: "£1,089.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "4-bed"
          }), jsx(_components.td, {
            children: "2.8"
          }), jsx(_components.td, {
            children: "£924.00"
          }), jsx(_components.td, {
            children: "£1,386.00"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "Three optional extras sit on top of that base figure:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Packing service"
        }), " adds 25% of the base figure."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Furniture assembly"
        }), " costs £150 multiplied by the size factor, so £255 for a 2-bed."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Storage"
        }), " is the number of months multiplied by your monthly rate."]
      }), "\n"]
    }), "\n", jsx(_components.h3, {
      children: "Worked example: a 3-bed house moving 150 miles"
    }), "\n", jsx(_components.p, {
      children: "A family moving a 3-bed house 150 miles, with packing, assembly and one month of storage at £120 while a purchase completes:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Item"
          }), jsx(_components.th, {
            children: "How it is worked out"
          }), jsx(_components.th, {
            children: "Cost"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Base move"
          }), jsx(_components.td, {
            children: "(£300 + 150 miles × £1.50) × 2.2"
          }), jsx(_components.td, {
            children: "£1,155.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Packing service"
          }), jsx(_components.td, {
            children: "25% of £1,155.00"
          }), jsx(_components.td, {
            children: "£288.75"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Furniture assembly"
          }), jsx(_components.td, {
            children: "£150 × 2.2"
          }), jsx(_components.td, {
            children: "£330.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Storage"
          }), jsx(_components.td, {
            children: "1 month × £120"
          }), jsx(_components.td, {
            children: "£120.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Calculator estimate"
          }), jsx(_components.td, {}), jsx(_components.td, {
            children: "£1,893.75"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "50% contingency"
          }), jsx(_components.td, {}), jsx(_components.td, {
            children: "£946.88"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Budget to set aside"
          }), jsx(_components.td, {}), jsx(_components.td, {
            children: "£2,840.63"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "The contingency is there because moves rarely cost less than planned. A chain delay can mean the crew keeps your belongings on the lorry overnight, and firms charge for that. A parking space that is not free on the day means a longer carry and more hours."
    }), "\n", jsx(_components.h2, {
      children: "What renters pay on top"
    }), "\n", jsx(_components.p, {
      children: "In England, the Tenant Fees Act 2019 limits what a landlord or agent can ask for. A holding deposit is capped at one week's rent. The tenancy deposit is capped at five weeks' rent where the annual rent is under £50,000. Rules differ in Wales, Scotland and Northern Ireland."
    }), "\n", jsx(_components.p, {
      children: "For a flat at £1,200 a month, the weekly rent is £1,200 × 12 ÷ 52 = £276.92:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "Holding deposit: £276.92, normally put towards your first rent or deposit once you sign"
      }), "\n", jsx(_components.li, {
        children: "Tenancy deposit: 5 × £276.92 = £1,384.62"
      }), "\n", jsx(_components.li, {
        children: "First month's rent: £1,200.00"
      }), "\n", jsx(_components.li, {
        children: "Cash needed before you get the keys: £2,584.62"
      }), "\n"]
    }), "\n", jsxs(_components.p, {
      children: ["Your landlord must protect the deposit in a ", jsx(_components.a, {
        href: "https://www.gov.uk/tenancy-deposit-protection",
        children: "government-approved scheme"
      }), " within 30 days. If your old tenancy overlaps the new one by two weeks, that is another £553.85 at the same rent. To check the rent itself is sensible, see ", jsx(_components.a, {
        href: "/guides/rent-affordability/how-much-rent-can-i-afford",
        children: "how much rent you can afford"
      }), "."]
    }), "\n", jsx(_components.h2, {
      children: "What buyers pay on top"
    }), "\n", jsxs(_components.p, {
      children: ["Buying adds much larger costs than the removal itself. In England and Northern Ireland, from 1 April 2025, ", jsx(_components.a, {
        href: "https://www.gov.uk/stamp-duty-land-tax/residential-property-rates",
        children: "stamp duty"
      }), " is 0% up to £125,000, 2% from £125,001 to £250,000 and 5% from £250,001 to £925,000. On a £280,000 home that comes to £4,000, or nothing for a first-time buyer. Scotland has Land and Buildings Transaction Tax and Wales has Land Transaction Tax."]
    }), "\n", jsxs(_components.p, {
      children: ["Conveyancing often comes to £1,500 or more once VAT, searches and Land Registry fees are included. A survey adds roughly £400 to £1,500 depending on the level, and many mortgages carry an arrangement fee of about £999, though some have none. Our guide on ", jsx(_components.a, {
        href: "/guides/mortgage-payment/how-much-deposit-do-i-need",
        children: "how much deposit you need"
      }), " covers the deposit side."]
    }), "\n", jsx(_components.h2, {
      children: "What pushes the price up"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Access."
        }), " Upper floors without a lift, narrow stairs, or a lorry parked 50 metres from the door all add labour time."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Volume."
        }), " A 2-bed with a loft full of boxes may need a 3-bed crew and vehicle."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Dates."
        }), " Fridays, month ends, bank holidays and August are the busiest times."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Awkward items."
        }), " Pianos, large American fridge-freezers, gym equipment and antiques may be priced separately."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Delays."
        }), " Waiting time and overnight storage on the vehicle are charged when a completion runs late."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "Ways to bring the cost down"
    }), "\n", jsxs(_components.p, {
      children: ["Clear out before anyone quotes, because every box you sell, donate or recycle is one you do not pay to move. Pack yourself and you save the packing service: on the 3-bed example above that is £288.75. Ask about midweek and mid-month dates, and get at least three quotes based on a survey. Then check the smaller costs people forget, covered in our guide to the ", jsx(_components.a, {
        href: "/guides/moving-cost/hidden-costs-of-moving",
        children: "hidden costs of moving"
      }), "."]
    }), "\n", jsx(_components.h2, {
      children: "Work out your own figure"
    }), "\n", jsxs(_components.p, {
      children: ["Enter your distance, home size and any extras in the ", jsx(_components.a, {
        href: "/calculators/moving-cost",
        children: "moving cost calculator"
      }), ", then add 50% to the result. To see complete examples, look at a ", jsx(_components.a, {
        href: "/scenarios/moving-cost/2-bed-flat-local-move-diy",
        children: "local 2-bed flat move"
      }), " and a ", jsx(_components.a, {
        href: "/scenarios/moving-cost/long-distance-full-service",
        children: "long-distance full-service move"
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
