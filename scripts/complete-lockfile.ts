/**
 * Run after `npm install` (`npm run lock`). The registry this project installs from serves native
 * packages (rollup, biome, tailwind's oxide) only for the platform in use, so npm leaves the other
 * platforms' optional dependencies out of package-lock.json, and `npm ci` then rejects the lockfile.
 * This adds those entries back with their os/cpu/libc, read from the package names, so npm ci sees a
 * complete lockfile and skips them on this platform without fetching anything.
 */
import { readFileSync, writeFileSync } from "node:fs";

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

// Names as packages spell them (workerd writes "windows"), mapped to npm's `os` values.
const OS_ALIASES: Record<string, string> = { windows: "win32" };
const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
  "win32",
  "openharmony",
];
const CPU: Record<string, string> = {
  arm64: "arm64",
  x64: "x64",
  ia32: "ia32",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasm32: "wasm32",
  arm: "arm",
  "64": "x64", // workerd's "linux-64", "darwin-64"
};

function platformOf(name: string) {
  const tokens = name.split("/").pop()!.split("-");
  const os = tokens.map((token) => OS_ALIASES[token] ?? token).find((token) => OS.includes(token));
  const cpu = tokens.map((token) => CPU[token]).find(Boolean);
  const libc = tokens.some((token) => token.startsWith("musl"))
    ? "musl"
    : tokens.includes("gnu")
      ? "glibc"
      : undefined;
  return { os, cpu, libc };
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, LockEntry>;
};
let added = 0;
for (const [, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform package: leave it to npm
    lock.packages[key] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
  ),
);
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
