import { describe, expect, it } from "vitest";
import { inputsToSearch } from "~/calculator-ui/share-url";
import { calculatorHref } from "./calculator-links";
import { inputsQuery } from "./share-format";
import { fields as stampDutyFields } from "./stamp-duty/fields";
import { defaultInputs } from "./types";

describe("the inputs a link carries", () => {
  it("writes the version first, then each input in the order given, leaving blanks out", () => {
    expect(
      inputsQuery([
        ["propertyPrice", "300000"],
        ["firstTimeBuyer", ""],
        ["additionalProperty", undefined],
        ["nation", "wales"],
      ]),
    ).toBe("?v=1&propertyPrice=300000&nation=wales");
  });

  it("is the same query whether a calculator links to another or a page shares its inputs", () => {
    // The stamp duty fields in their order: price, nation, first-time buyer, additional home,
    // not resident; the last three are checkboxes, "false" unless ticked.
    const inputs = { ...defaultInputs(stampDutyFields), propertyPrice: "300000", nation: "wales" };
    const query =
      "?v=1&propertyPrice=300000&nation=wales&firstTimeBuyer=false&additionalProperty=false&nonUkResident=false";
    expect(calculatorHref("stamp-duty", inputs)).toBe(`/calculators/stamp-duty${query}`);
    expect(inputsToSearch(stampDutyFields, inputs)).toBe(query);
  });
});
