/**
 * Saved inputs in local storage under costwise:{key}:inputs. Storage that is missing, full or blocked
 * never breaks a page: reads fall back to nothing, writes report failure.
 */

import type { FormKey, Inputs } from "~/calculators/types";
import { STORAGE_PREFIX } from "~/site/config";

/** What is stored: any calculator's inputs by key (the page keeps only the keys it knows). */
type StoredInputs = Record<string, string>;

export interface SavedRecord {
  savedAt: string;
  inputs: StoredInputs;
}

const savedInputsKey = (key: FormKey) => `${STORAGE_PREFIX}${key}:inputs`;

/**
 * Whether this browser lets the site read what it saved: false where local storage is missing or
 * blocked (cookies and site data refused), when every read falls back to nothing.
 */
export function canReadSavedInputs(): boolean {
  try {
    // Stryker disable next-line StringLiteral: only whether the read throws matters; the key read and its value are not used
    window.localStorage.getItem(savedInputsKey("my-costs"));
    return true;
  } catch {
    return false;
  }
}

/** The record saved for a calculator, or null when there is none or it cannot be read. */
export function readRecord(key: FormKey): SavedRecord | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(savedInputsKey(key));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const record = JSON.parse(raw) as Partial<SavedRecord>;
    const inputs = record.inputs;
    if (
      !inputs ||
      typeof inputs !== "object" ||
      Object.values(inputs).some((v) => typeof v !== "string")
    ) {
      throw new Error("not an inputs record");
    }
    return { savedAt: typeof record.savedAt === "string" ? record.savedAt : "", inputs };
  } catch (error) {
    console.warn("Failed to load saved inputs", error);
    return null;
  }
}

export const loadSavedInputs = (key: FormKey): StoredInputs | null =>
  readRecord(key)?.inputs ?? null;

/** True when the browser stored them. */
export function saveInputs(key: FormKey, inputs: StoredInputs): boolean {
  try {
    const record: SavedRecord = { savedAt: new Date().toISOString(), inputs };
    window.localStorage.setItem(savedInputsKey(key), JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

export function removeSavedInputs(key: FormKey) {
  try {
    window.localStorage.removeItem(savedInputsKey(key));
  } catch {
    // Nothing stored, or storage blocked: nothing to remove.
  }
}

/** The defaults, overlaid with the values for keys the form knows: an old or tampered record cannot add stray inputs. */
export function withKnownKeys<K extends string>(
  defaults: Inputs<K>,
  values: Record<string, string>,
) {
  const known = Object.entries(values).filter(([key]) => key in defaults);
  return { ...defaults, ...Object.fromEntries(known) } as Inputs<K>;
}
