import { Fuel, House, Landmark, Lightbulb, type LucideProps, PlugZap, Truck } from "lucide-react";
import type { CalculatorIconName } from "~/calculators/registry";

const icons = {
  house: House,
  landmark: Landmark,
  fuel: Fuel,
  "plug-zap": PlugZap,
  lightbulb: Lightbulb,
  truck: Truck,
} satisfies Record<CalculatorIconName, unknown>;

export function CalculatorIcon({ name, ...props }: { name: CalculatorIconName } & LucideProps) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" {...props} />;
}
