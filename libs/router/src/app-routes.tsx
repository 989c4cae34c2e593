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
  // A new path is a new page and starts afresh. A new query on the same path (a search, a filter,
  // a list's page) re-renders the page in place, as react-router does: mounted anew, the page would
  // lose the focus and what was typed meanwhile (the search box answering Enter, a second search
  // typed before the first one's render). A route that threw is tried again at any new location.
  return (
    <RouteErrorBoundary key={location.pathname} location={location.key}>
      <Routes routes={routes} />
    </RouteErrorBoundary>
  );
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

interface BoundaryProps {
  /** The location's key: navigating anywhere, even to the same path, recovers from an error. */
  location: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: string;
}

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { error: undefined, location: props.location };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
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
