import Calculator from "lucide/dist/esm/icons/calculator.mjs";
import Download from "lucide/dist/esm/icons/download.mjs";
import RotateCcw from "lucide/dist/esm/icons/rotate-ccw.mjs";
import Save from "lucide/dist/esm/icons/save.mjs";
import { type ComponentType, Fragment, lazy, Suspense } from "react";
import { AdSlot } from "~/ads/ad-slot";
import { findCalculator } from "~/calculators/registry";
import { SHARE_FORMAT_VERSION } from "~/calculators/share-format";
import {
  type CalculatorDefinition,
  type FormKey,
  type Inputs,
  isVisible,
} from "~/calculators/types";
import { Icon } from "~/site/icon";
import { IslandErrorBoundary } from "~/site/island-error-boundary";
import { type Crumb, pageMeta } from "~/site/meta";
import { Field } from "./field";
import { presetsBefore } from "./preset-fill";
import { PRESSED } from "./share-url";
import { useCalculator } from "./use-calculator";

// Shown only after a calculation, so its code is fetched once the island has started, not with it.
const loadShareBlock = () => import("~/share/share-block");
const loadResultRows = () => import("./result-rows");
const ResultRows = lazy(loadResultRows);
const ShareBlock = lazy(() => loadShareBlock().then((module) => ({ default: module.ShareBlock })));

/** What names a page of fields: its heading and title, its address and its breadcrumbs. */
export interface FormPage {
  name: string;
  path: string;
  crumbs: Crumb[];
}

/** A calculator's page is named by its entry in the registry. */
export const calculatorPage = (key: FormKey): FormPage => {
  const { name, path } = findCalculator(key)!;
  return { name, path, crumbs: [{ name: "Calculators", href: "/calculators" }, { name }] };
};

/** A calculator page's head: its title, description and structured data (a web application). */
export function calculatorHead(
  { page }: Pick<CalculatorDefinition, "key" | "page">,
  { name, path, crumbs }: FormPage,
) {
  const { description } = page;
  return pageMeta({
    title: name,
    description,
    path,
    crumbs,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name,
        description,
        applicationCategory: "FinanceApplication",
        operatingSystem: "Any (runs in your web browser)",
        inLanguage: "en-GB",
        isAccessibleForFree: true,
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      },
    ],
  });
}

/** A calculator's own extra view below its figures (guidance, verdict, chart, table), loaded lazily. */
export type ResultsExtra<R> = ComponentType<{ result: R }>;

/**
 * What is said under a field in place of `note` (how its figure was read), which it shows too: the
 * monthly costs sheet's word on where a figure came from.
 */
export type FieldNote<K extends string> = ComponentType<{
  field: K;
  value: string;
  note: string | undefined;
  onFill: (values: (current: Inputs<K>) => Partial<Inputs<K>>) => void;
}>;

/**
 * A calculator's island (docs/decisions/0026): its form, results, comparison, Save, Reset and
 * Download PDF, and the share block after a calculation; the page around it is static HTML
 * (calculator-page.astro). `loadExtra` is imported once the island has started. The monthly costs
 * sheet names its own page, adds a note under each field, and does not link its results to itself
 * (`linksToSheet`: a calculator's results lead on to the sheet).
 */
export function calculatorIsland<K extends string, R>(
  definition: CalculatorDefinition<K, R>,
  loadExtra?: () => Promise<{ default: ResultsExtra<R> }>,
  {
    page = calculatorPage(definition.key),
    FieldNote,
    linksToSheet = true,
  }: { page?: FormPage; FieldNote?: FieldNote<K>; linksToSheet?: boolean } = {},
) {
  const Extra = loadExtra && lazy(loadExtra);
  const Presets = definition.presets && presetsBefore(definition.presets);
  // What a result shows is fetched as soon as the visitor starts on the form, not when Calculate
  // is pressed: a result then appears whole, instead of pushing the page down again when the rest
  // arrives; and a visitor who only reads the page never fetches it.
  const preloadResults = () => {
    void loadShareBlock();
    void loadResultRows();
    void loadExtra?.();
  };
  return function CalculatorIsland() {
    return (
      <IslandErrorBoundary>
        <CalculatorForm
          definition={definition}
          page={page}
          Extra={Extra}
          Presets={Presets}
          FieldNote={FieldNote}
          linksToSheet={linksToSheet}
          onStart={preloadResults}
        />
      </IslandErrorBoundary>
    );
  };
}

function CalculatorForm<K extends string, R>({
  definition,
  page,
  Extra,
  Presets,
  FieldNote,
  linksToSheet,
  onStart,
}: {
  definition: CalculatorDefinition<K, R>;
  page: FormPage;
  Extra?: ResultsExtra<R>;
  Presets?: ReturnType<typeof presetsBefore<K>>;
  FieldNote?: FieldNote<K>;
  linksToSheet: boolean;
  /** The visitor has started on the form (focused or pressed something in it). */
  onStart: () => void;
}) {
  const state = useCalculator(definition);
  // Calculate works before the code starts (the form submits itself); these need the code.
  const ready = state.started;
  const { inputs, result, error, comparison } = state;
  const rows = result ? definition.rows(result) : [];
  const primary = rows.find((row) => row.primary);
  const { promptSubject, actionLabel, actionIcon = Calculator } = definition.page;

  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-2 print:grid-cols-2 print:gap-4">
        <form
          ref={state.form}
          onFocus={onStart}
          onPointerDown={onStart}
          noValidate
          className="card min-w-0"
          aria-labelledby="inputs-heading"
          onSubmit={(event) => {
            event.preventDefault();
            state.calculate();
          }}
        >
          <h2 id="inputs-heading" className="text-xl font-bold text-slate-900">
            Your details
          </h2>
          {/* Pressed before the page's code has started, the form submits itself the browser's
              way: to this page, with every field in the address. With the format version beside
              them that address is a shareable link, which the page fills in and calculates when
              it starts, so nothing typed is lost (docs/product.md#shareable-links). */}
          <input type="hidden" name="v" value={SHARE_FORMAT_VERSION} />
          <div className="mt-5 space-y-5">
            {definition.fields
              .filter((field) => isVisible(field, inputs))
              .map((field) => {
                const note = state.note(field.key);
                const control = (
                  <Field
                    key={field.key}
                    field={field}
                    inputs={inputs}
                    error={error?.field === field.key ? error.message : undefined}
                    note={
                      FieldNote ? (
                        <FieldNote
                          field={field.key}
                          value={inputs[field.key]}
                          note={note}
                          onFill={state.fill}
                        />
                      ) : (
                        note
                      )
                    }
                    onChange={state.setInput}
                  />
                );
                // A preset (a one-press fill) comes just before the field it names.
                const parts = [
                  Presets && <Presets key="presets" before={field.key} onFill={state.fill} />,
                  control,
                ];
                return field.startsSection ? (
                  <div
                    key={field.key}
                    className="space-y-5 border-t border-slate-200 pt-5 print:pt-1"
                  >
                    {parts}
                  </div>
                ) : (
                  <Fragment key={field.key}>{parts}</Fragment>
                );
              })}
          </div>
          {error && (
            <div
              role="alert"
              className="mt-5 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900"
            >
              <p className="font-semibold">Invalid Input</p>
              <p>
                <a href={`#field-${error.field}`} className="underline">
                  {error.message}
                </a>
              </p>
            </div>
          )}
          <div className="no-print mt-6 flex flex-wrap gap-2">
            {/* Named, so a press before the code has started says so in the link it sends. */}
            <button type="submit" name={PRESSED} value="" className="btn btn-primary">
              <Icon icon={actionIcon} className="size-5" />
              {actionLabel}
            </button>
            {[
              { label: "Save", icon: Save, press: state.save },
              { label: "Reset", icon: RotateCcw, press: state.reset },
              { label: "Download PDF", icon: Download, press: () => window.print() },
            ].map(({ label, icon, press }) => (
              <button
                key={label}
                type="button"
                className="btn btn-secondary"
                onClick={press}
                disabled={!ready}
              >
                <Icon icon={icon} className="size-5" />
                {label}
              </button>
            ))}
          </div>
        </form>

        <section
          aria-labelledby="results-heading"
          className="card min-h-64 min-w-0 lg:sticky lg:top-4"
        >
          <h2
            id="results-heading"
            ref={state.resultsHeading}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900"
          >
            Your results
          </h2>
          <div aria-live="polite" className="sr-only">
            {primary && `Results updated. ${primary.label}: ${primary.value.text}`}
          </div>
          {result ? (
            <>
              <Suspense fallback={null}>
                <ResultRows
                  rows={rows}
                  stale={state.stale}
                  actionLabel={actionLabel}
                  onCompare={state.compare}
                  linksToSheet={linksToSheet}
                  comparison={
                    comparison && {
                      a: definition.rows(comparison.a),
                      waitingForB: comparison.waitingForB,
                      onStop: state.stopComparing,
                    }
                  }
                />
              </Suspense>
              {Extra && (
                <Suspense fallback={null}>
                  <Extra result={result} />
                </Suspense>
              )}
            </>
          ) : (
            <p className="mt-4 rounded-lg bg-slate-50 p-6 text-slate-700">
              Enter {promptSubject} and click {actionLabel} to see results.
            </p>
          )}
        </section>
      </div>

      {result && (
        <Suspense fallback={null}>
          <div className="mt-6">
            <ShareBlock
              heading="Share these results"
              title={page.name}
              text={
                primary
                  ? `${primary.label}: ${primary.value.text} (Costwise ${page.name})`
                  : page.name
              }
            />
          </div>
          <AdSlot name="calcMid" className="mt-6" />
        </Suspense>
      )}
    </>
  );
}
