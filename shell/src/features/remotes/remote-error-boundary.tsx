import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { RemoteError } from './remote-status';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * One boundary per remote route: a remote that fails to load, or throws while rendering, replaces
 * only its own area with a message and Retry; navbar, footer and other routes keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RemoteError onRetry={this.props.onRetry} /> : this.props.children;
  }
}
