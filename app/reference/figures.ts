/**
 * Every UK figure our articles state as fact, in one place: its value, the period it applies to, the
 * day we checked it and where it comes from. Articles print them with <Figure id="..." /> (and work
 * with them in <Calc expr="..." />), so a figure changes here and every page follows, and each page
 * lists the sources of the figures it uses. Each subject's figures and their sources are in
 * app/reference/figures/ (energy, motoring, lending, property, pay and tax, household, benefits, childcare); how to
 * add or update one: docs/content-style.md.
 *
 * Build-time data: the article pages are rendered from it when the site is built, so none of it
 * ships to the browser.
 */
import { BENEFIT_FIGURES } from "./figures/benefits";
import { CHILDCARE_FIGURES } from "./figures/childcare";
import { ENERGY_FIGURES } from "./figures/energy";
import { HOUSEHOLD_FIGURES } from "./figures/household";
import { LENDING_FIGURES } from "./figures/lending";
import { MOTORING_FIGURES } from "./figures/motoring";
import { PAY_AND_TAX_FIGURES } from "./figures/pay-and-tax";
import { PROPERTY_FIGURES } from "./figures/property";
import type { FigureData } from "./types";

export const FIGURES = {
  ...ENERGY_FIGURES,
  ...MOTORING_FIGURES,
  ...LENDING_FIGURES,
  ...PROPERTY_FIGURES,
  ...PAY_AND_TAX_FIGURES,
  ...HOUSEHOLD_FIGURES,
  ...BENEFIT_FIGURES,
  ...CHILDCARE_FIGURES,
} as const satisfies Record<string, FigureData>;

/** A figure's id: a misspelt id is a type error in code, and fails the build in an article. */
export type FigureId = keyof typeof FIGURES;

export const FIGURE_IDS = Object.keys(FIGURES) as FigureId[];

export function isFigureId(id: string): id is FigureId {
  return Object.hasOwn(FIGURES, id);
}
