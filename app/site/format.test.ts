import { describe, expect, it } from "vitest";
import { typedPounds } from "./format";

describe("a figure as it is filled in", () => {
  it("is whole pounds without decimals, and pence to two places", () => {
    expect([2500, 1107.03, 138.6532, 127.1, 0.004].map(typedPounds)).toEqual([
      "2500",
      "1107.03",
      "138.65",
      "127.10",
      "0",
    ]);
  });
});
