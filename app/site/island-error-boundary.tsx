import { Component, type ReactNode } from "react";

/**
 * What an island shows in place of itself when its code throws (docs/product.md#error-fallback):
 * 'Unexpected Application Error!' with the error's message; the stack only in development, where it
 * helps, never to visitors. The rest of the page, static HTML, stays as it is.
 */
export class IslandErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <ErrorFallback error={error} />;
  }
}

function ErrorFallback({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : "Something went wrong.";
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <div role="alert" className="py-6">
      <h2 className="page-title">Unexpected Application Error!</h2>
      <p className="mt-4 text-lg text-slate-700">{detail}</p>
      {stack && (
        <pre className="mt-6 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm">{stack}</pre>
      )}
      <p className="mt-6">
        <a href="/" className="link">
          Go to the home page
        </a>
      </p>
    </div>
  );
}
