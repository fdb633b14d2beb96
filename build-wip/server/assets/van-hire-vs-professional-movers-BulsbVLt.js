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
    children: [jsxs(_components.p, {
      children: ["Hiring a van and moving yourself is almost always cheaper in cash than paying a removal firm. Whether it is cheaper overall depends on the size of your home, the distance, how many helpers you have, and how much a lost day's pay or a damaged van would cost you. This guide sets out 2025 prices for both options and works through two example moves. You can run your own figures in the ", jsx(_components.a, {
        href: "/calculators/moving-cost",
        children: "moving cost calculator"
      }), "."]
    }), "\n", jsx(_components.h2, {
      children: "What van hire costs in 2025"
    }), "\n", jsx(_components.p, {
      children: "Day rates vary by firm, town and date. These are typical ranges from national and local hire firms. Weekends, bank holidays and the last few days of the month sit at the top of each range or above it."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Van"
          }), jsx(_components.th, {
            children: "Roughly fits"
          }), jsx(_components.th, {
            children: "Typical day rate"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Small van"
          }), jsx(_components.td, {
            children: "A room or student move"
          }), jsx(_components.td, {
            children: "£45 to £70"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Short-wheelbase panel van"
          }), jsx(_components.td, {
            children: "Studio flat"
          }), jsx(_components.td, {
            children: "£55 to £85"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Long-wheelbase high-roof van"
          }), jsx(_components.td, {
            children: "1-bed flat"
          }), jsx(_components.td, {
            children: "£65 to £100"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Luton van with tail lift"
          }), jsx(_components.td, {
            children: "1-bed or small 2-bed"
          }), jsx(_components.td, {
            children: "£85 to £140"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "The day rate is only the start. Before you book, check:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Insurance excess."
        }), " Often £1,000 to £1,500 on a Luton van. Reducing it typically costs £15 to £30 a day."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Security deposit."
        }), " Commonly £100 to £500, held on a credit or debit card until the van is checked back in."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Mileage."
        }), " Some hires include unlimited miles. Others allow 100 to 150 miles a day and then charge 15p to 25p for each extra mile."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Fuel."
        }), " A loaded Luton van might return about 22 mpg. At £1.45 a litre of diesel, that is about 30p a mile."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Driver charges."
        }), " Expect extra fees for drivers under 25 or for a second named driver. One-way hire costs more where it is offered at all."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "What professional movers cost"
    }), "\n", jsxs(_components.p, {
      children: ["A removal firm usually quotes a fixed price after a survey. For a local 2-bed move that is typically £600 to £1,000, with packing on top. Our guide to ", jsx(_components.a, {
        href: "/guides/moving-cost/how-much-does-it-cost-to-move-house",
        children: "how much it costs to move house"
      }), " has ranges for every size of home. A man and van service sits between the two options. You pay by the hour, which suits small moves but becomes expensive if the job overruns."]
    }), "\n", jsx(_components.h2, {
      children: "Worked example: a 2-bed flat moving 20 miles"
    }), "\n", jsx(_components.p, {
      children: "Both options need the same boxes and tape, so those are left out here. This is the do-it-yourself version with a Saturday Luton hire. It allows two loads, so about 90 miles including collecting and returning the van."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "DIY item"
          }), jsx(_components.th, {
            children: "Cost"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Luton van, one Saturday"
          }), jsx(_components.td, {
            children: "£130.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Excess reduction"
          }), jsx(_components.td, {
            children: "£25.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Fuel, 90 miles at about 30p"
          }), jsx(_components.td, {
            children: "£26.97"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Parking bay suspension"
          }), jsx(_components.td, {
            children: "£60.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Straps, blankets and a sack truck"
          }), jsx(_components.td, {
            children: "£20.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Food and drink for three helpers"
          }), jsx(_components.td, {
            children: "£40.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Total"
          }), jsx(_components.td, {
            children: "£301.97"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "With 50% contingency"
          }), jsx(_components.td, {
            children: "£452.96"
          })]
        })]
      })]
    }), "\n", jsxs(_components.p, {
      children: ["The calculator's figure for a removal firm on the same move is (£300 + 20 × £1.50) × 1.7 = £561.00, or £841.50 with the 50% contingency. On paper, doing it yourself saves about £388. That saving assumes you have three reliable helpers, no damage to the van and nothing broken. It also assumes you do not need to take a day off work. On a £30,000 salary, one day of unpaid leave is worth about £115.38. The ", jsx(_components.a, {
        href: "/scenarios/moving-cost/2-bed-flat-local-move-diy",
        children: "2-bed flat local move scenario"
      }), " shows the calculator's full breakdown for a move like this."]
    }), "\n", jsx(_components.h2, {
      children: "Worked example: a 3-bed house moving 200 miles"
    }), "\n", jsx(_components.p, {
      children: "Here the picture changes. A full service with packing and assembly comes out at:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsx(_components.li, {
        children: "Base move: (£300 + 200 × £1.50) × 2.2 = £1,320.00"
      }), "\n", jsx(_components.li, {
        children: "Packing service: 25% of base = £330.00"
      }), "\n", jsx(_components.li, {
        children: "Furniture assembly: £150 × 2.2 = £330.00"
      }), "\n", jsx(_components.li, {
        children: "Calculator estimate: £1,980.00, or £2,970.00 with 50% contingency"
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "A 3-bed house will rarely fit in one Luton van, so doing it yourself means two full round trips. That is 800 miles of driving over about three days."
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "DIY item"
          }), jsx(_components.th, {
            children: "Cost"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Luton van, 3 days at £110"
          }), jsx(_components.td, {
            children: "£330.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Excess reduction, 3 days at £20"
          }), jsx(_components.td, {
            children: "£60.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Fuel, 800 miles at about 30p"
          }), jsx(_components.td, {
            children: "£239.70"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "350 miles over a 150-mile daily allowance at 20p"
          }), jsx(_components.td, {
            children: "£70.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Parking, food, straps and sundries"
          }), jsx(_components.td, {
            children: "£100.00"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Total"
          }), jsx(_components.td, {
            children: "£799.70"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "With 50% contingency"
          }), jsx(_components.td, {
            children: "£1,199.55"
          })]
        })]
      })]
    }), "\n", jsxs(_components.p, {
      children: ["Add three days of unpaid leave on a £30,000 salary, £346.15, and the total is about £1,545.70. That is still cheaper than the removal firm, but it buys you roughly 16 hours at the wheel of a heavy van, plus all the packing and reassembly the firm would have done. Compare it with the ", jsx(_components.a, {
        href: "/scenarios/moving-cost/long-distance-full-service",
        children: "long-distance full-service scenario"
      }), " before deciding."]
    }), "\n", jsx(_components.h2, {
      children: "Risks that do not appear on a quote"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Damage to the van."
        }), " Without excess reduction, one reversing mistake can cost more than the whole removal firm quote."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Your belongings."
        }), " The hire firm's insurance does not cover them. A removal firm should include goods-in-transit cover, and you can ask what its limit is."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Injury."
        }), " Carrying wardrobes, washing machines and sofas on stairs is hard, risky work. If you hurt your back, you may lose more work days than the move saved."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Height and weight."
        }), " A Luton van is about 3 metres tall or more, so watch for low bridges, car parks and drive-throughs. Check your ", jsx(_components.a, {
          href: "https://www.gov.uk/driving-licence-categories",
          children: "licence category"
        }), " covers the van's weight."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Parking."
        }), " Many councils need 7 to 10 working days' notice to suspend a bay. In some London boroughs a one-day suspension plus the admin fee costs more than £100."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "What a good removal firm includes"
    }), "\n", jsx(_components.p, {
      children: "Ask for a written, fixed price based on a survey. It should state the insurance cover, the number of crew, protective covers for furniture, and whether beds and wardrobes are dismantled. Check the charges for waiting time if keys are released late, for overnight storage, and for cancellation. Membership of the British Association of Removers means the firm follows a code of practice and offers a complaints route."
    }), "\n", jsx(_components.h2, {
      children: "Middle routes that save money"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Pack yourself, pay for the lifting."
        }), " Skipping the packing service saves 25% of the base figure, which is £140.25 on the 2-bed example."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Split the load."
        }), " Take boxes in your own car over a few evenings, then book a man and van for two hours for the furniture."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Part-load for long distances."
        }), " Some firms carry a small load on a lorry already making the same journey, for less than a dedicated crew."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "Which should you choose?"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Your situation"
          }), jsx(_components.th, {
            children: "Usually better value"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Studio or 1-bed, under 30 miles, helpers available"
          }), jsx(_components.td, {
            children: "Van hire or man and van"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "2-bed, local, flexible on dates"
          }), jsx(_components.td, {
            children: "Either: compare the totals with contingency"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "3-bed or larger"
          }), jsx(_components.td, {
            children: "Removal firm"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "More than about 100 miles"
          }), jsx(_components.td, {
            children: "Removal firm or part-load"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "Stairs, no lift, heavy appliances"
          }), jsx(_components.td, {
            children: "Removal firm"
          })]
        })]
      })]
    }), "\n", jsx(_components.h2, {
      children: "Compare your own move"
    }), "\n", jsxs(_components.p, {
      children: ["Put your distance and home size into the ", jsx(_components.a, {
        href: "/calculators/moving-cost",
        children: "moving cost calculator"
      }), " to get the removal firm baseline. Add 50%, then set it against your own DIY list to see what the saving really is."]
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
