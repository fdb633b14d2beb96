import { describe, expect, it } from "vitest";
import { spaceMetaRefreshUrl } from "./meta-refresh";

describe("spaceMetaRefreshUrl", () => {
  it("writes a refresh's address after a semicolon and a space, as the validator requires", () => {
    expect(
      spaceMetaRefreshUrl(
        '<head><meta http-equiv="refresh" content="0;url=/guides"><meta name="robots" content="noindex"></head>',
      ),
    ).toBe(
      '<head><meta http-equiv="refresh" content="0; url=/guides"><meta name="robots" content="noindex"></head>',
    );
  });

  it("leaves a correct refresh, and the same characters anywhere else, unchanged", () => {
    const html =
      '<meta http-equiv="refresh" content="0; url=/scenarios"><p>content="0;url=/x"</p><a href="/?a=1;url=2">';
    expect(spaceMetaRefreshUrl(html)).toBe(html);
  });
});
