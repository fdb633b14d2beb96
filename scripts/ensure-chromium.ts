/** Installs Debian's Chromium when the machine lacks it: browser tests never download a browser. */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./chromium";

if (!existsSync(CHROMIUM_PATH)) {
  console.log(`${CHROMIUM_PATH} not found: installing Debian's chromium package…`);
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
