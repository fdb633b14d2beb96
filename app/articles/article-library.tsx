import ArrowRight from "lucide/dist/esm/icons/arrow-right.mjs";
import Search from "lucide/dist/esm/icons/search.mjs";
import { useEffect, useId, useRef, useState } from "react";
import { AdSlot } from "~/ads/ad-slot";
import { Icon } from "~/site/icon";
import { pageMeta } from "~/site/meta";
import { Section } from "~/site/section";
import { filterLibrary, type LibraryGroup } from "./filter";

type LibraryKind = "guides" | "scenarios";

/** Each library's texts (docs/product.md#libraries). */
const LIBRARY_LABELS = {
  guides: {
    title: "Complete Guides Library",
    lead: "Plain-English guides to renting, buying, driving, energy, moving and pay in the UK, each linked to its calculator.",
    crumb: "Guides",
    searchPlaceholder: "Search guides...",
    /** "Guides" in '{calculator name} Guides' */
    groupSuffix: "Guides",
    /** "guides" in 'No guides found matching "{query}"' */
    noun: "guides",
    action: "Read Guide",
  },
  scenarios: {
    title: "Real-World Cost Scenarios",
    lead: "Worked examples for real UK households: the figures they entered, the results, and what they learned.",
    crumb: "Scenarios",
    searchPlaceholder: "Search scenarios...",
    groupSuffix: "Scenarios",
    noun: "scenarios",
    action: "View Scenario",
  },
} as const satisfies Record<LibraryKind, Record<string, string>>;

export function libraryMeta(kind: LibraryKind) {
  const { title, lead, crumb } = LIBRARY_LABELS[kind];
  return pageMeta({ title, description: lead, path: `/${kind}`, crumbs: [{ name: crumb }] });
}

/** A library page's heading: its breadcrumbs, title and lead. */
export function libraryHeader(kind: LibraryKind) {
  const { title, lead, crumb } = LIBRARY_LABELS[kind];
  return { crumbs: [{ name: crumb }], title, lead };
}

/** The query in the page's address (?q=), where a search is kept so back and shared links keep it. */
const queryInAddress = () => new URLSearchParams(window.location.search).get("q") ?? "";

function showQueryInAddress(q: string) {
  const url = new URL(window.location.href);
  if (q) url.searchParams.set("q", q);
  else url.searchParams.delete("q");
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The guides and scenarios libraries' list, an island: live search kept in ?q=, grouped by
 * calculator. The prerendered HTML is the unfiltered list; the query applies once hydrated, so
 * both agree.
 */
export function ArticleLibrary({ kind, groups }: { kind: LibraryKind; groups: LibraryGroup[] }) {
  const labels = LIBRARY_LABELS[kind];
  const searchId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  // The box is the browser's own, so what was typed before the code arrived stays in it and is
  // searched for as soon as it does; otherwise the address's query (a link, or back).
  useEffect(() => {
    const typed = input.current?.value ?? "";
    const q = typed || queryInAddress();
    if (input.current) input.current.value = q;
    setQuery(q);
    if (typed) showQueryInAddress(typed);
  }, []);
  const search = (q: string) => {
    setQuery(q);
    showQueryInAddress(q);
  };
  const visible = filterLibrary(groups, query);

  return (
    <>
      <search className="mb-8 max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          {labels.searchPlaceholder.replace("...", "")}
        </label>
        <div className="relative">
          <Icon
            icon={Search}
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            ref={input}
            defaultValue=""
            placeholder={labels.searchPlaceholder}
            autoComplete="off"
            className="w-full rounded-lg border border-slate-400 bg-white py-3 pr-3 pl-10 text-base"
            onChange={(event) => search(event.target.value)}
          />
        </div>
      </search>
      <div aria-live="polite" className="sr-only">
        {query && `${visible.reduce((n, group) => n + group.items.length, 0)} ${labels.noun} found`}
      </div>
      {visible.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
          <p>
            No {labels.noun} found matching "{query}"
          </p>
          <button
            type="button"
            className="btn btn-secondary mt-4"
            onClick={() => {
              search("");
              if (input.current) {
                input.current.value = "";
                input.current.focus();
              }
            }}
          >
            Show all {labels.noun}
          </button>
        </div>
      ) : (
        visible.map((group, index) => (
          <Section
            key={group.calcKey}
            className="mb-10"
            headingId={`group-${group.calcKey}`}
            heading={`${group.calculatorName} ${labels.groupSuffix}`}
          >
            <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {group.items.map((item) => (
                <li key={item.path} className="card flex flex-col">
                  <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
                  <p className="mt-2 flex-1 text-slate-600">{item.description}</p>
                  <a
                    href={item.path}
                    className="link mt-4 inline-flex items-center gap-1 self-start py-1"
                    aria-label={`${labels.action}: ${item.title}`}
                  >
                    {labels.action}
                    <Icon icon={ArrowRight} className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
            {index === 0 && <AdSlot name="inContent" className="mt-10" />}
          </Section>
        ))
      )}
    </>
  );
}
