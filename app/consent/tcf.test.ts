// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { choiceFrom, listenToTcf, showRevocationMessage, type TCData } from "./tcf";

const answer = (
  eventStatus: TCData["eventStatus"],
  purpose1?: boolean,
  google?: boolean,
): TCData => ({
  gdprApplies: true,
  eventStatus,
  purpose: { consents: purpose1 === undefined ? {} : { 1: purpose1 } },
  vendor: { consents: google === undefined ? {} : { 755: google } },
});

afterEach(() => {
  delete window.__tcfapi;
  delete window.googlefc;
});

describe("the site's consent from a TCF answer", () => {
  it("is given only with Purpose 1 and Google as a vendor, once the visitor has chosen", () => {
    expect(choiceFrom(answer("useractioncomplete", true, true), true, null)).toBe(true);
    expect(choiceFrom(answer("tcloaded", true, true), true, null)).toBe(true);
    expect(choiceFrom(answer("useractioncomplete", true, false), true, null)).toBe(false);
    expect(choiceFrom(answer("useractioncomplete", false, true), true, true)).toBe(false);
    expect(choiceFrom(answer("useractioncomplete"), true, true)).toBe(false);
  });

  it("keeps what it was while the message is showing, or when the platform fails to answer", () => {
    expect(choiceFrom(answer("cmpuishown"), true, null)).toBeNull();
    expect(choiceFrom(answer("cmpuishown", false, false), true, true)).toBe(true);
    expect(choiceFrom(answer("useractioncomplete", true, true), false, false)).toBe(false);
  });

  // Anything short of consent to both withdraws an earlier consent rather than leaving it standing.
  it.each<[string, TCData]>([
    ["no purposes", { gdprApplies: true, eventStatus: "useractioncomplete" }],
    ["purposes without consents", { gdprApplies: true, eventStatus: "tcloaded", purpose: {} }],
    [
      "Purpose 1 but no vendors",
      { gdprApplies: true, eventStatus: "useractioncomplete", purpose: { consents: { 1: true } } },
    ],
    [
      "Purpose 1 but vendors without consents",
      {
        gdprApplies: true,
        eventStatus: "useractioncomplete",
        purpose: { consents: { 1: true } },
        vendor: {},
      },
    ],
  ])("is refused by an answer with %s, even after consent", (_what, tcData) => {
    expect(choiceFrom(tcData, true, true)).toBe(false);
  });

  it("is given where no TCF regulation applies to the visitor", () => {
    expect(choiceFrom({ gdprApplies: false }, true, null)).toBe(true);
  });
});

describe("listening to the platform", () => {
  it("queues its call in __tcfapi.a until the platform loads, and reports each change once", () => {
    const choices: (boolean | null)[] = [];
    listenToTcf((choice) => choices.push(choice));
    expect(window.__tcfapi?.a).toEqual([["addEventListener", 2, expect.any(Function)]]);
    const [, , callback] = window.__tcfapi!.a![0] as [
      string,
      number,
      (d: TCData, ok: boolean) => void,
    ];
    callback(answer("cmpuishown"), true);
    callback(answer("useractioncomplete", true, true), true);
    callback(answer("tcloaded", true, true), true);
    callback(answer("useractioncomplete", false, false), true);
    expect(choices).toEqual([true, false]);
  });

  it("uses the platform's API when it is already there", () => {
    const calls: unknown[][] = [];
    window.__tcfapi = (...call: unknown[]) => {
      calls.push(call);
    };
    listenToTcf(() => {});
    expect(calls).toEqual([["addEventListener", 2, expect.any(Function)]]);
  });
});

describe("the revocation message", () => {
  it("is Google's documented call, queued until the platform has loaded", () => {
    let shown = 0;
    showRevocationMessage();
    expect(window.googlefc?.callbackQueue).toHaveLength(1);
    window.googlefc!.showRevocationMessage = () => {
      shown++;
    };
    for (const callback of window.googlefc!.callbackQueue!) callback();
    expect(shown).toBe(1);
  });

  it.each([
    ["Google's API has no revocation call", () => {}],
    ["Google's API is gone", () => delete window.googlefc],
  ])("does nothing, without failing, when %s by the time it runs", (_what, change) => {
    showRevocationMessage();
    const [queued] = window.googlefc!.callbackQueue!;
    change();
    expect(() => queued!()).not.toThrow();
  });
});
