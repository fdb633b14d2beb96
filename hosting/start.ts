/** `npm start`: builds the site if there is no build yet, then serves it (port 4173, or PORT). */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { CLIENT_DIR } from "./pages";
import { createSiteServer } from "./server";

if (!existsSync(path.join(CLIENT_DIR, "404.html"))) {
  console.log("No build found: building the site first…");
  execSync("npm run build", { stdio: "inherit" });
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";
createSiteServer().listen(port, host, () => {
  console.log(`Costwise is being served at http://${host}:${port}`);
});
