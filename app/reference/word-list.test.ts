import { describe, expect, it } from "vitest";
import { joinedWithAnd } from "./word-list";

describe("parts read as a list", () => {
  it("joins the last with 'and' and the others with commas", () => {
    expect(joinedWithAnd([])).toBe("");
    expect(joinedWithAnd(["a"])).toBe("a");
    expect(joinedWithAnd(["a", "b"])).toBe("a and b");
    expect(joinedWithAnd(["a", "b", "c"])).toBe("a, b and c");
  });
});
