/**
 * The words that put a dated change still to come (changes.ts): a change whose date has passed is
 * told in the past tense, so these must find every such word and nothing in a past-tense sentence.
 */
import { describe, expect, it } from "vitest";
import { stillToComeWording } from "./changes";

const words = (what: string, title = "A change") => stillToComeWording({ title, what });

describe("wording that puts a change still to come", () => {
  it.each([
    ["Prices will rise.", ["will"]],
    ["Rates SHALL change.", ["SHALL"]],
    ["The rate is to rise.", ["is to"]],
    ["Rates are due to rise.", ["are due"]],
    ["It is set at 5%.", ["is set"]],
    ["The fee is planned for May.", ["is planned", "planned"]],
    ["The cap is expected in May.", ["is expected"]],
    ["The surcharge is proposed.", ["is proposed", "proposed"]],
    ["An upcoming cap.", ["upcoming"]],
    ["The next cap.", ["next"]],
    ["Fees are going to fall.", ["going to"]],
    ["A home is now counted as using less.", ["now"]],
    ["The rule takes effect in May.", ["takes effect"]],
    ["The rules take effect in May.", ["take effect"]],
    ["The act comes into force.", ["comes into force"]],
    ["The acts come into force.", ["come into force"]],
    ["The freeze becomes law.", ["becomes"]],
    ["They become periodic.", ["become"]],
    ["The year begins in April.", ["begins"]],
    ["The years begin in April.", ["begin"]],
    ["The scheme starts in May.", ["starts"]],
    ["The schemes start in May.", ["start"]],
    ["The rate applies to everyone.", ["applies"]],
    ["The rates apply to everyone.", ["apply"]],
    ["The freeze ends in April.", ["ends"]],
    ["It is to end fees.", ["is to", "end"]],
    ["It is to end offers.", ["is to", "end"]],
  ])("finds them in %j", (what, expected) => {
    expect(words(what)).toEqual(expected);
  });

  it.each([
    "Tenancies became periodic and section 21 evictions ended.",
    "The fee rose at the end of the year.",
    "The freeze reached the end.",
    "This topic was settled, and the willow grew in the swill.",
    "The acts came into force and took effect; the years began and the schemes started; it applied.",
    "A noun: the planner, the nextdoor house, the proposal, knowledge, an endless tale.",
  ])("finds none in %j", (what) => {
    expect(words(what)).toEqual([]);
  });

  it("reads the title as well as the text", () => {
    expect(words("Prices rose.", "Fees will fall")).toEqual(["will"]);
    expect(words("The cap starts in May.", "The next cap")).toEqual(["next", "starts"]);
  });
});
