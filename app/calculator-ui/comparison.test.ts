import { describe, expect, it } from "vitest";
import { difference } from "./comparison";

describe("the difference column: B minus A, from the figures as shown", () => {
  it("keeps the unit and the decimals shown, with a sign", () => {
    expect(difference("£1,169.18", "£1,111.66")).toBe("−£57.52");
    expect(difference("£12.00", "£13.00")).toBe("+£1.00");
    expect(difference("£0.141", "£0.150")).toBe("+£0.009");
    expect(difference("90.0%", "94.8%")).toBe("+4.8%");
    expect(difference("139.9p", "142p")).toBe("+2.1p");
    expect(difference("£150,754.02", "£133,499.49")).toBe("−£17,254.53");
  });

  it("reads a negative figure shown with a minus sign", () => {
    expect(difference("−£20.00", "£5.00")).toBe("+£25.00");
  });

  it("says no change when the two are equal", () => {
    expect(difference("£0.00", "£0.00")).toBe("No change");
  });

  it("gives a dash for words, or figures in different units", () => {
    expect(difference("Electric is cheaper", "Petrol is cheaper")).toBe("–");
    expect(difference("£12.00", "12.0%")).toBe("–");
    expect(difference("3 years 2 months", "2 years")).toBe("–");
  });
});
