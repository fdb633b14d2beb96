import Fuel from "lucide/dist/esm/icons/fuel.mjs";
import House from "lucide/dist/esm/icons/house.mjs";
import Landmark from "lucide/dist/esm/icons/landmark.mjs";
import Lightbulb from "lucide/dist/esm/icons/lightbulb.mjs";
import PlugZap from "lucide/dist/esm/icons/plug-zap.mjs";
import Truck from "lucide/dist/esm/icons/truck.mjs";
import type { SVGProps } from "react";
import type { CalculatorIconName } from "~/calculators/registry";
import { Icon } from "~/site/icon";

const icons = {
  house: House,
  landmark: Landmark,
  fuel: Fuel,
  "plug-zap": PlugZap,
  lightbulb: Lightbulb,
  truck: Truck,
} satisfies Record<CalculatorIconName, unknown>;

export function CalculatorIcon({
  name,
  ...props
}: { name: CalculatorIconName } & SVGProps<SVGSVGElement>) {
  return <Icon icon={icons[name]} {...props} />;
}
