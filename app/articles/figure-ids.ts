/**
 * remarkFigureIds: the reference figures an article prints, gathered when its MDX compiles, so the
 * page lists their sources and says once when they have passed their date without anything
 * recorded while it renders. The ids are literal in the source:
 *
 *   <Figure id="tvLicence" />          prints a figure (and marks it when it has passed its date;
 *   <Figure id="tdcvGas2023" past />   one quoted as history carries no mark)
 *   <Period id="capElecUnit" />        prints when a figure applies
 *   <Calc expr="tdcvElec * capElecUnit / 100" />        prints a sum of figures
 *   <CalculatorLink figures={{ electricityRate: "capElecUnit / 100" }}>  fills a calculator with them
 *
 * <CalculatorResult>, <PropertyTax> and <ScenarioResult> print what a calculator's engine works out,
 * no reference figure. The lists are written into the article's frontmatter (`figureIds`, in the
 * order the body first prints them, which is the order its sources are listed in; `markedFigureIds`,
 * those whose mark the article's notice explains), which Astro hands the page as
 * `remarkPluginFrontmatter`. An id that is no figure, or one that is not written literally, stops the
 * build naming the file, line and column.
 */
import { FIGURES, type FigureId, isFigureId } from "../reference/figures";
import { evaluate } from "../reference/format";
import type { FigureData } from "../reference/types";

/** The figures an article prints, as its compiled frontmatter carries them. */
export interface FigureUse {
  figureIds: FigureId[];
  markedFigureIds: FigureId[];
}

/** The parts of an MDX syntax tree this plugin reads (mdast with mdast-util-mdx-jsx's elements). */
interface Node {
  type: string;
  children?: Node[];
  position?: unknown;
  /** The code of a {…} expression in the text. */
  value?: unknown;
}
interface JsxElement extends Node {
  type: "mdxJsxFlowElement" | "mdxJsxTextElement";
  name: string | null;
  attributes: { type: string; name?: string; value?: string | null | ExpressionValue }[];
}
interface ExpressionValue {
  type: "mdxJsxAttributeValueExpression";
  value: string;
  data?: { estree?: { body: { type: string; expression?: Estree }[] } };
}
interface Estree {
  type: string;
  properties?: { type: string; key?: Estree; value?: Estree }[];
  name?: string;
  value?: unknown;
}
/** What the plugin needs of the file being compiled (a VFile). */
interface CompiledFile {
  data: { astro?: { frontmatter?: Record<string, unknown> } };
  fail(reason: string, place?: unknown): never;
}

const isJsxElement = (node: Node): node is JsxElement =>
  node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";

/** A component that prints reference figures, written inside a {…} expression, where no list sees it. */
const HIDDEN_FIGURE = /<(?:Figure|Period|Calc|CalculatorLink)\b/;
const isExpression = (node: Node) =>
  node.type === "mdxFlowExpression" || node.type === "mdxTextExpression";

/** The nodes of a tree, each before its children, in the order they are written. */
function* inOrder(node: Node): Generator<Node> {
  yield node;
  for (const child of node.children ?? []) yield* inOrder(child);
}

/** The figure ids an article's syntax tree prints, and those a <Figure> marks, or what is wrong. */
function figureUse(tree: Node): FigureUse | { problem: string; node: Node } {
  const used = new Set<FigureId>();
  const marked = new Set<FigureId>();
  for (const node of inOrder(tree)) {
    if (isExpression(node) && HIDDEN_FIGURE.test(String(node.value)))
      return {
        problem: "a figure inside a {…} expression: write it as an element of the text",
        node,
      };
    if (!isJsxElement(node)) continue;
    const attribute = (name: string) => node.attributes.find((each) => each.name === name);
    const literal = (name: string) => {
      const value = attribute(name)?.value;
      return typeof value === "string" ? value : undefined;
    };
    const fromExpression = (expr: string): string | undefined => {
      try {
        for (const id of evaluate(expr).ids) used.add(id);
        return undefined;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    };
    const where = `<${node.name}>`;
    switch (node.name) {
      case "Figure":
      case "Period": {
        const id = literal("id");
        if (id === undefined)
          return { problem: `${where} needs id="…", written as a string`, node };
        if (!isFigureId(id))
          return {
            problem: `<${node.name} id="${id}" />: no such figure in app/reference/figures.ts`,
            node,
          };
        used.add(id);
        // `past` (or past={true}) quotes the figure as history, and a figure kept as history
        // (FigureData.history) is always printed so: neither carries a mark.
        const past = attribute("past")?.value;
        const pastCode = typeof past === "object" && past !== null ? past.value.trim() : null;
        if (pastCode !== null && pastCode !== "true" && pastCode !== "false")
          return { problem: `${where} past={${pastCode}}: write past, or leave it out`, node };
        const figure: FigureData = FIGURES[id];
        const marks = (attribute("past") === undefined || pastCode === "false") && !figure.history;
        if (node.name === "Figure" && marks) marked.add(id);
        break;
      }
      case "Calc": {
        const expr = literal("expr");
        if (expr === undefined)
          return { problem: `${where} needs expr="…", written as a string`, node };
        const problem = fromExpression(expr);
        if (problem) return { problem: `<Calc expr="${expr}" />: ${problem}`, node };
        break;
      }
      case "CalculatorLink": {
        const figures = attribute("figures")?.value;
        if (figures === undefined) break;
        const object =
          typeof figures === "object" && figures !== null
            ? figures.data?.estree?.body[0]?.expression
            : undefined;
        if (object?.type !== "ObjectExpression")
          return { problem: `${where}: figures={{ field: "expression" }}, written out`, node };
        for (const property of object.properties ?? []) {
          const expr = property.value?.value;
          if (property.type !== "Property" || typeof expr !== "string")
            return {
              problem: `${where}: each of its figures is an expression written as a string`,
              node,
            };
          const problem = fromExpression(expr);
          if (problem) return { problem: `${where} figures "${expr}": ${problem}`, node };
        }
        break;
      }
    }
  }
  return { figureIds: [...used], markedFigureIds: [...marked] };
}

/** The remark plugin: writes the article's FigureUse into its compiled frontmatter. */
export function remarkFigureIds() {
  return (tree: Node, file: CompiledFile) => {
    const use = figureUse(tree);
    if ("problem" in use) file.fail(use.problem, use.node);
    file.data.astro ??= {};
    file.data.astro.frontmatter = { ...file.data.astro.frontmatter, ...use };
  };
}
