import { jsx } from "react/jsx-runtime";
import { R as RENT_GUIDANCE_TEXT } from "./server-build-CTIvnVgH.js";
import "react-dom/static";
import "react-router";
import "react";
import "./shell-CUZjnTwD.js";
import "lucide/dist/esm/icons/menu.mjs";
import "lucide/dist/esm/icons/x.mjs";
import "lucide/dist/esm/icons/chevron-right.mjs";
import "lucide/dist/esm/icons/gift.mjs";
import "lucide/dist/esm/icons/mouse-pointer-click.mjs";
import "lucide/dist/esm/icons/zap.mjs";
import "lucide/dist/esm/icons/arrow-right.mjs";
import "./calculator-icon-GOR6D_eV.js";
import "lucide/dist/esm/icons/fuel.mjs";
import "lucide/dist/esm/icons/house.mjs";
import "lucide/dist/esm/icons/landmark.mjs";
import "lucide/dist/esm/icons/lightbulb.mjs";
import "lucide/dist/esm/icons/plug-zap.mjs";
import "lucide/dist/esm/icons/truck.mjs";
import "lucide/dist/esm/icons/rotate-ccw-clock.mjs";
import "./calculator-Dw9zRmYy.js";
import "lucide/dist/esm/icons/calculator.mjs";
import "lucide/dist/esm/icons/download.mjs";
import "lucide/dist/esm/icons/rotate-ccw.mjs";
import "lucide/dist/esm/icons/save.mjs";
import "lucide/dist/esm/icons/scale.mjs";
import "lucide/dist/esm/icons/search.mjs";
import "node:fs";
import "node:path";
import "yaml";
import "zod";
import "lucide/dist/esm/icons/book-open.mjs";
import "react-dom/server";
import "lucide/dist/esm/icons/chevron-down.mjs";
import "lucide/dist/esm/icons/check.mjs";
import "lucide/dist/esm/icons/shield-check.mjs";
import "lucide/dist/esm/icons/users.mjs";
import "lucide/dist/esm/icons/clock.mjs";
import "lucide/dist/esm/icons/info.mjs";
import "lucide/dist/esm/icons/mail.mjs";
import "lucide/dist/esm/icons/send.mjs";
const TONE = {
  within: "border-emerald-700 bg-emerald-50 text-emerald-950",
  "slightly-above": "border-amber-600 bg-amber-50 text-amber-950",
  above: "border-red-700 bg-red-50 text-red-950",
  "no-room": "border-red-700 bg-red-50 text-red-950"
};
function RentGuidance({ result }) {
  return /* @__PURE__ */ jsx("p", { "data-result": "guidance", className: `mt-4 rounded-lg border-l-4 p-4 ${TONE[result.guidance]}`, children: RENT_GUIDANCE_TEXT[result.guidance] });
}
export {
  RentGuidance as default
};
