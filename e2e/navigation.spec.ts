import { expect, type Locator, type Page, test } from "@playwright/test";
import { networkSettled, open } from "./site";

// Links are prefetched on intent (hover, focus or touch; Astro's prefetch), so by the time a
// visitor clicks, the next page is already here: each navigation below happens offline.
const journeys: {
  from: string;
  link: (page: Page) => Locator;
  heading: string;
}[] = [
  {
    from: "/",
    link: (page) => page.getByRole("banner").getByRole("link", { name: "Guides" }),
    heading: "Complete Guides Library",
  },
  {
    from: "/",
    link: (page) => page.getByRole("link", { name: "Calculate Now: Mortgage Payment Calculator" }),
    heading: "Mortgage Payment Calculator",
  },
  {
    from: "/guides",
    link: (page) =>
      page.getByRole("link", { name: "Read Guide: How Much Rent Can I Afford? A UK Guide" }),
    heading: "How Much Rent Can I Afford? A UK Guide",
  },
  {
    from: "/calculators/fuel-cost",
    link: (page) => page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }),
    heading: "Frequently Asked Questions",
  },
  {
    from: "/guides/fuel-cost/how-to-estimate-commute-cost",
    link: (page) =>
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Guides" }),
    heading: "Complete Guides Library",
  },
  {
    from: "/scenarios/fuel-cost/40-mile-daily-commute",
    link: (page) => page.getByRole("link", { name: /with these figures/ }),
    heading: "Fuel Cost Calculator",
  },
];

for (const { from, link, heading } of journeys) {
  test(`from ${from}, "${heading}" opens without the network once its link is hovered`, async ({
    page,
    context,
  }) => {
    await open(page, from, { waitUntil: "networkidle" });
    const target = link(page);
    const href = new URL((await target.getAttribute("href"))!, page.url());
    const prefetched = page.waitForRequest(
      (request) =>
        request.url() === href.href &&
        request.headers()["sec-purpose"]?.startsWith("prefetch") === true,
    );
    await target.hover();
    await prefetched;
    await networkSettled(page);
    await context.setOffline(true);
    await target.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });
}
