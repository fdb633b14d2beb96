import { Link } from "react-router";
import { findCalculator } from "~/calculators/registry";
import { pageMeta } from "~/site/meta";
import { STATIC_PAGE } from "~/site/page-handle";
import type { Route } from "./+types/not-found";

/** Text, tables and links only: the page ships no framework (page-handle.ts). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Page Not Found",
    description:
      "The page you were looking for is not here. Try one of our free UK cost of living calculators.",
    path: "/404",
  }),
  { name: "robots", content: "noindex" },
];

const POPULAR = ["rent-affordability", "mortgage-payment", "fuel-cost", "ev-charging"].map(
  (key) => findCalculator(key)!,
);

export default function NotFound() {
  return (
    <div className="container-page py-16 text-center">
      <p className="text-7xl font-extrabold text-brand-700 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mx-auto mt-3 max-w-xl text-lg text-slate-600">
        Sorry, we could not find that page. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-primary" prefetch="intent">
          Go Home
        </Link>
        <Link to="/calculators" className="btn btn-secondary" prefetch="intent">
          Browse Calculators
        </Link>
      </div>
      <section aria-labelledby="popular-heading" className="mt-12">
        <h2 id="popular-heading" className="text-lg font-semibold text-slate-900">
          Popular calculators
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {POPULAR.map((calculator) => (
            <li key={calculator.key}>
              <Link to={calculator.path} className="link" prefetch="intent">
                {calculator.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
