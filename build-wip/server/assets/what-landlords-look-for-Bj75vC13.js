import { jsx, jsxs, Fragment } from "react/jsx-runtime";
function _createMdxContent(props) {
  const _components = {
    a: "a",
    h2: "h2",
    h3: "h3",
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
      children: "Finding a flat you like is only half the job. In England, the landlord or letting agent will check your income, your credit history, your past renting and your legal right to rent before offering a tenancy. If you know what they look for and have the papers ready, you can often be accepted within days instead of losing the flat to someone who applied faster. This guide covers the checks and the money involved, and explains what to do if you don't pass."
    }), "\n", jsx(_components.h2, {
      children: "The income test"
    }), "\n", jsx(_components.p, {
      children: "Most agents use a simple multiple of the rent. The most common is a yearly gross income of at least 30 times the monthly rent. Guarantors are often asked to show 36 times. Some agents use 2.5 times the yearly rent, which comes to the same thing. Here is how it works at typical rents, with the payments you would make upfront:"
    }), "\n", jsxs(_components.table, {
      children: [jsx(_components.thead, {
        children: jsxs(_components.tr, {
          children: [jsx(_components.th, {
            children: "Monthly rent"
          }), jsx(_components.th, {
            children: "Your gross income (30×)"
          }), jsx(_components.th, {
            children: "Guarantor's income (36×)"
          }), jsx(_components.th, {
            children: "Holding deposit (1 week)"
          }), jsx(_components.th, {
            children: "Tenancy deposit (5 weeks)"
          })]
        })
      }), jsxs(_components.tbody, {
        children: [jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£700"
          }), jsx(_components.td, {
            children: "£21,000"
          }), jsx(_components.td, {
            children: "£25,200"
          }), jsx(_components.td, {
            children: "£161.54"
          }), jsx(_components.td, {
            children: "£807.69"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£900"
          }), jsx(_components.td, {
            children: "£27,000"
          }), jsx(_components.td, {
            children: "£32,400"
          }), jsx(_components.td, {
            children: "£207.69"
          }), jsx(_components.td, {
            children: "£1,038.46"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£1,200"
          }), jsx(_components.td, {
            children: "£36,000"
          }), jsx(_components.td, {
            children: "£43,200"
          }), jsx(_components.td, {
            children: "£276.92"
          }), jsx(_components.td, {
            children: "£1,384.62"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£1,500"
          }), jsx(_components.td, {
            children: "£45,000"
          }), jsx(_components.td, {
            children: "£54,000"
          }), jsx(_components.td, {
            children: "£346.15"
          }), jsx(_components.td, {
            children: "£1,730.77"
          })]
        }), jsxs(_components.tr, {
          children: [jsx(_components.td, {
            children: "£2,000"
          }), jsx(_components.td, {
            children: "£60,000"
          }), jsx(_components.td, {
            children: "£72,000"
          }), jsx(_components.td, {
            children: "£461.54"
          }), jsx(_components.td, {
            children: "£2,307.69"
          })]
        })]
      })]
    }), "\n", jsx(_components.p, {
      children: "A week's rent is the monthly rent × 12 ÷ 52."
    }), "\n", jsx(_components.h3, {
      children: "Joint applications"
    }), "\n", jsx(_components.p, {
      children: "When two or more people rent together, most agents add up their incomes. A £1,400 flat needs £42,000 in total. Two applicants on £26,000 and £19,000 (£45,000 between them) would usually pass. Some agents test each tenant against their own share of the rent instead. At £700 each, the person on £19,000 falls short of £21,000 and may be asked for a guarantor earning at least £25,200."
    }), "\n", jsxs(_components.p, {
      children: ["Passing the income test shows you are a reasonable risk. It doesn't show the rent is comfortable. The 30 times rule often allows rent well above 30% of take-home pay. Our guide on ", jsx(_components.a, {
        href: "/guides/rent-affordability/how-much-rent-can-i-afford",
        children: "how much rent you can afford"
      }), " shows how to check that for yourself."]
    }), "\n", jsx(_components.h2, {
      children: "What referencing covers"
    }), "\n", jsx(_components.p, {
      children: "Most agents use a referencing company. Expect these checks:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Identity and address history."
        }), " This usually covers the last three years."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Credit check."
        }), " The agent looks for county court judgments (CCJs), defaults, bankruptcy and IVAs, most of which stay on your file for six years. Being on the electoral roll at your current address helps the checks match you. You can see your own credit report free of charge from Experian, Equifax and TransUnion before you apply."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Income."
        }), " For employees, this means an employer reference, recent payslips or a signed offer letter if you are starting a new job. Self-employed applicants are usually asked for two years of accounts, SA302 tax calculations with tax year overviews, or a letter from an accountant."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Previous landlord."
        }), " Your last landlord is asked whether you paid on time, looked after the property and would be accepted again."]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: 'The referencing firm then reports a pass, a conditional pass (often "pass with guarantor") or a fail. The landlord makes the final decision.'
    }), "\n", jsx(_components.h2, {
      children: "Right to Rent checks"
    }), "\n", jsx(_components.p, {
      children: "In England, landlords must check that every adult who will live in the property as their main home has the right to rent. This applies whatever your nationality, and the check must be done before the tenancy starts. Landlords who get it wrong face civil penalties of up to £20,000 per occupier for repeat breaches, so reputable agents will not skip it."
    }), "\n", jsxs(_components.p, {
      children: ["British and Irish citizens usually show a passport. Irish citizens can use an Irish passport card instead. Those without a passport can use other documents from the Home Office list. If you have digital immigration status, such as EU Settlement Scheme status or an eVisa, you generate a share code online and give it to the agent with your date of birth. You can do this on gov.uk under ", jsx(_components.a, {
        href: "https://www.gov.uk/prove-right-to-rent",
        children: "prove your right to rent in England"
      }), ". The checks don't apply in Wales, Scotland or Northern Ireland."]
    }), "\n", jsx(_components.h2, {
      children: "What you can be asked to pay"
    }), "\n", jsx(_components.p, {
      children: "The Tenant Fees Act 2019 covers most private tenancies in England. It bans fees for referencing, viewings, admin and check-in. The payments that are allowed are:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Holding deposit."
        }), " Up to one week's rent to take the property off the market. The landlord then normally has 15 days to agree the tenancy."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Tenancy deposit."
        }), " Up to five weeks' rent where the yearly rent is under £50,000, or six weeks' rent at £50,000 or more. Your landlord must protect it in a government-approved scheme within 30 days and give you the scheme details. See ", jsx(_components.a, {
          href: "https://www.gov.uk/tenancy-deposit-protection",
          children: "tenancy deposit protection"
        }), "."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Rent"
        }), ", plus certain defaults such as lost keys or late rent. Late rent only becomes chargeable once it is 14 days overdue."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "A capped £50 fee"
        }), " to change the tenancy when you ask, for example to add a housemate."]
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "A worked example for a £1,200 flat: the holding deposit is at most £276.92 and the tenancy deposit at most £1,384.62. With the first month's rent, you need £2,584.62 in all before moving in. The holding deposit normally counts towards that total rather than adding to it."
    }), "\n", jsx(_components.h2, {
      children: "If you don't pass"
    }), "\n", jsx(_components.p, {
      children: "A failed or conditional reference is common and can often be fixed:"
    }), "\n", jsxs(_components.ul, {
      children: ["\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Use a guarantor."
        }), " This is usually a UK-based relative who earns 36 times the rent and may need to own a home. Before they sign, they should know the guarantee may cover the whole rent on a joint tenancy, not just your share."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Use a guarantor service."
        }), " Commercial providers act as guarantor for a fee, which is useful for students, people new to the UK and people whose families can't help."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Offer rent in advance."
        }), " Landlords have often asked applicants who fail referencing to pay several months upfront. Under the Renters' Rights Act 2025, from 1 May 2026 landlords in England can't ask for rent before the tenancy agreement is signed, and can then ask for no more than one month's rent in advance. Check what applies on the date you sign."]
      }), "\n", jsxs(_components.li, {
        children: [jsx(_components.strong, {
          children: "Look at cheaper homes."
        }), " A lower rent may pass the income test on your own. Sharing is one way to get there. See ", jsx(_components.a, {
          href: "/guides/rent-affordability/rent-vs-house-share-pros-and-cons",
          children: "renting alone versus a house share"
        }), "."]
      }), "\n"]
    }), "\n", jsx(_components.h2, {
      children: "Before you apply"
    }), "\n", jsx(_components.p, {
      children: "Get these ready before your first viewing:"
    }), "\n", jsxs(_components.ol, {
      children: ["\n", jsx(_components.li, {
        children: "Photo ID, and a share code if you need one."
      }), "\n", jsx(_components.li, {
        children: "Three recent payslips or your latest accounts."
      }), "\n", jsx(_components.li, {
        children: "Contact details for your employer and your current landlord."
      }), "\n", jsx(_components.li, {
        children: "Your guarantor's agreement and their contact details."
      }), "\n", jsx(_components.li, {
        children: "Savings to cover the deposit and the first month's rent."
      }), "\n"]
    }), "\n", jsx(_components.p, {
      children: "Every figure here is a planning estimate, not advice. Check the details with the agent before you pay anything."
    }), "\n", jsxs(_components.p, {
      children: ["To see the rent your take-home pay supports and the cash you need to move in, use the ", jsx(_components.a, {
        href: "/calculators/rent-affordability",
        children: "rent affordability calculator"
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
