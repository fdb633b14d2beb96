import type { LucideProps } from "lucide-react";
import Fuel from "lucide-react/icons/fuel";
import House from "lucide-react/icons/house";
import Landmark from "lucide-react/icons/landmark";
import Lightbulb from "lucide-react/icons/lightbulb";
import PlugZap from "lucide-react/icons/plug-zap";
import Truck from "lucide-react/icons/truck";
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
