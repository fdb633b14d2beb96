import { jsx } from "react/jsx-runtime";
import Fuel from "lucide/dist/esm/icons/fuel.mjs";
import House from "lucide/dist/esm/icons/house.mjs";
import Landmark from "lucide/dist/esm/icons/landmark.mjs";
import Lightbulb from "lucide/dist/esm/icons/lightbulb.mjs";
import PlugZap from "lucide/dist/esm/icons/plug-zap.mjs";
import Truck from "lucide/dist/esm/icons/truck.mjs";
import { I as Icon } from "./shell-CUZjnTwD.js";
const icons = {
  house: House,
  landmark: Landmark,
  fuel: Fuel,
  "plug-zap": PlugZap,
  lightbulb: Lightbulb,
  truck: Truck
};
function CalculatorIcon({
  name,
  ...props
}) {
  return /* @__PURE__ */ jsx(Icon, { icon: icons[name], ...props });
}
export {
  CalculatorIcon as C
};
