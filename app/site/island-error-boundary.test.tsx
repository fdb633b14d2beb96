// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IslandErrorBoundary } from "./island-error-boundary";

afterEach(cleanup);

function Throws({ error }: { error: unknown }): never {
  throw error;
}

describe("an island whose code throws", () => {
  it("shows the error fallback in its place, with the message and a way home", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <IslandErrorBoundary>
        <Throws error={new Error("The engine could not be read.")} />
      </IslandErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("The engine could not be read.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe(
      "/",
    );
  });

  it("says something went wrong when what was thrown is not an error", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <IslandErrorBoundary>
        <Throws error="lost" />
      </IslandErrorBoundary>,
    );
    expect(screen.getByText("Something went wrong.")).toBeTruthy();
  });

  it("shows its children while nothing throws", () => {
    render(
      <IslandErrorBoundary>
        <p>The form</p>
      </IslandErrorBoundary>,
    );
    expect(screen.getByText("The form")).toBeTruthy();
    expect(screen.queryByText("Unexpected Application Error!")).toBeNull();
  });
});
