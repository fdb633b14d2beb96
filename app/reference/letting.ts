/**
 * The income check letting agents usually make before they offer a tenancy, which the rent
 * affordability calculator states beside its result. No law sets it: each agent or referencing firm
 * sets its own, and Shelter says only that landlords and agents usually check you can pay the rent.
 * The multiple is the one letting agents tell tenants they usually use: yearly pay before tax of at
 * least 30 times the monthly rent (2.5 times the yearly rent). Researched 2026-11-26 from the agents'
 * own pages for tenants; no public body publishes a figure.
 */
import type { Source } from "./types";

export const LETTING_INCOME_CHECK = {
  /** Yearly pay before tax at least this many times the monthly rent. */
  multiple: 30,
  /** Who reports it, as the text says it: the figure is usual, not a rule. */
  reportedBy: "letting agents such as KFH and Lovelle",
  checked: "2026-11-26",
  /** Agents' practice has no end date: look again in a year. */
  checkBy: "2027-11-26",
  sources: [
    {
      title: "Securing a property to rent: income verification (KFH)",
      url: "https://kfh.co.uk/tenants/the-renting-process/securing-a-property-to-rent",
    },
    {
      title: "What do letting agents check when referencing? (Lovelle)",
      url: "https://lovelle.co.uk/blog/what-do-letting-agents-check-when-referencing",
    },
    {
      title: "How is tenant affordability calculated? (Lettingaproperty.com)",
      url: "https://help.lettingaproperty.com/knowledge/how-is-tenant-affordability-calculated",
    },
    {
      title: "How landlords and letting agents check tenants (Shelter England)",
      url: "https://england.shelter.org.uk/housing_advice/private_renting/how_landlords_and_letting_agents_check_tenants",
    },
  ] satisfies readonly Source[],
} as const;
