import { a, s, b, c, d, f, i, p, g, r, h, j } from "./assets/server-build-C_3dyQW_.js";
import "react/jsx-runtime";
import "react-dom/static";
import "react-router";
import "react";
import "./assets/shell-CfB3G8UQ.js";
import "lucide/dist/esm/icons/menu.mjs";
import "lucide/dist/esm/icons/x.mjs";
import "lucide/dist/esm/icons/chevron-right.mjs";
import "lucide/dist/esm/icons/gift.mjs";
import "lucide/dist/esm/icons/mouse-pointer-click.mjs";
import "lucide/dist/esm/icons/zap.mjs";
import "lucide/dist/esm/icons/arrow-right.mjs";
import "./assets/calculator-icon-D9cRFa1z.js";
import "lucide/dist/esm/icons/fuel.mjs";
import "lucide/dist/esm/icons/house.mjs";
import "lucide/dist/esm/icons/landmark.mjs";
import "lucide/dist/esm/icons/lightbulb.mjs";
import "lucide/dist/esm/icons/plug-zap.mjs";
import "lucide/dist/esm/icons/truck.mjs";
import "lucide/dist/esm/icons/rotate-ccw-clock.mjs";
import "./assets/calculator-CI1Rykun.js";
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
export {
  a as allowedActionOrigins,
  s as assets,
  b as assetsBuildDirectory,
  c as basename,
  d as entry,
  f as future,
  i as isSpaMode,
  p as prerender,
  g as publicPath,
  r as routeDiscovery,
  h as routes,
  j as ssr
};
