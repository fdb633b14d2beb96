import { loadEnv } from "vite";
import { readSiteConfig } from "../app/site/config.schema";

/** The deployer's settings as the build reads them: .env files, then the process environment. */
export function loadSiteConfig(mode = "production") {
  const fromProcess = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key.startsWith("VITE_")),
  );
  return readSiteConfig({ ...loadEnv(mode, process.cwd(), "VITE_"), ...fromProcess });
}
