import { MAX_ADS_PER_PAGE } from "./slots";

/** Which mounted slots may show an ad: the first four to ask, on the page being shown. */
const holders = new Set<symbol>();

export function claimAd(holder: symbol): boolean {
  if (holders.has(holder)) return true;
  if (holders.size >= MAX_ADS_PER_PAGE) return false;
  holders.add(holder);
  return true;
}

export function releaseAd(holder: symbol) {
  holders.delete(holder);
}
