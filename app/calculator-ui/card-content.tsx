import type { SVGProps } from "react";
import type { CalculatorCardContent, CalculatorKey } from "~/calculators/registry";
import { Icon } from "~/site/icon";

/** Each calculator's card content, from its folder's card.ts. */
const cards = Object.fromEntries(
  Object.entries(
    import.meta.glob<CalculatorCardContent>("../calculators/*/card.ts", {
      eager: true,
      import: "card",
    }),
  ).map(([file, card]) => [file.split("/")[2], card]),
) as Record<CalculatorKey, CalculatorCardContent>;

export const cardContent = (calculator: CalculatorKey) => cards[calculator];

export function CalculatorIcon({
  calculator,
  ...props
}: { calculator: CalculatorKey } & SVGProps<SVGSVGElement>) {
  return <Icon icon={cards[calculator].icon} {...props} />;
}
