import X from "lucide/dist/esm/icons/x.mjs";
import { Link } from "react-router";
import { Icon } from "~/site/icon";
import { setConsent } from "./consent";

/** The banner itself, loaded only when it is to be shown (see ConsentBanner). */
export default function ConsentBannerPanel({ onChosen }: { onChosen: () => void }) {
  const choose = (analytics: boolean) => {
    setConsent(analytics);
    onChosen();
  };
  return (
    <section
      aria-label="Cookie consent"
      className="no-print fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="container-page relative flex flex-col gap-3 py-3 pr-12 sm:flex-row sm:items-center">
        <p className="text-sm text-slate-700 sm:flex-1">
          We use cookies for ads and analytics only if you accept. Calculators work either way and
          send nothing.{" "}
          <Link to="/privacy" className="link" prefetch="intent">
            Privacy Policy
          </Link>
        </p>
        <div className="flex gap-2">
          <button type="button" className="btn btn-primary btn-sm" onClick={() => choose(true)}>
            Accept All
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => choose(false)}>
            Reject Non-Essential
          </button>
        </div>
        <button
          type="button"
          className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
          aria-label="Close (reject non-essential cookies)"
          onClick={() => choose(false)}
        >
          <Icon icon={X} className="size-5" />
        </button>
      </div>
    </section>
  );
}
