import { findCalculator } from "~/calculators/registry";
import { pageMeta } from "~/site/meta";

export const head = pageMeta({
  title: "Page Not Found",
  description:
    "The page you were looking for is not here. Try one of our free UK cost of living calculators.",
  path: "/404",
  noindex: true,
});

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
        <a href="/" className="btn btn-primary">
          Go Home
        </a>
        <a href="/calculators" className="btn btn-secondary">
          Browse Calculators
        </a>
      </div>
      <section aria-labelledby="popular-heading" className="mt-12">
        <h2 id="popular-heading" className="text-lg font-semibold text-slate-900">
          Popular calculators
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {POPULAR.map((calculator) => (
            <li key={calculator.key}>
              <a href={calculator.path} className="link">
                {calculator.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
