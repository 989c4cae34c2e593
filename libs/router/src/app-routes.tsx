import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';

/**
 * The route table of an app, rendered with `useRoutes` inside an error boundary that shows what
 * react-router's data routers show when a route throws and has no `errorElement` (spec §8,
 * "Router failure: default view 'Unexpected Application Error!'"): the heading and the error's
 * message. The stack trace react-router adds is left out; it means nothing to a shopper.
 *
 * The declarative router is used instead of `createBrowserRouter`: none of the data-router features
 * (loaders, actions, fetchers) are used, and it is ~18 KB gzip less on every page.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  // A new location starts with a fresh boundary, as react-router's does: navigating away recovers.
  return (
    <RouteErrorBoundary key={location.key}>
      <Routes routes={routes} />
    </RouteErrorBoundary>
  );
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

interface BoundaryState {
  error: unknown;
}

class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route failed to render:', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <UnexpectedApplicationError error={this.state.error} />;
  }
}

export function UnexpectedApplicationError({ error }: { error: unknown }) {
  return (
    <div role="alert">
      <h2>Unexpected Application Error!</h2>
      <h3 style={{ fontStyle: 'italic' }}>{errorMessage(error)}</h3>
    </div>
  );
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
