import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** Resets the boundary when it changes (the location). */
  resetKey: string;
  /** What to show instead of the page; `reset` renders the page again. */
  fallback: (props: { error: unknown; reset: () => void }) => ReactNode;
}

interface State {
  error: unknown;
  failedKey: string | null;
}

/**
 * Catches a page that throws while rendering so the frame, menus and navigation keep working and
 * the player gets a way back, never a white screen. Navigating elsewhere clears the error.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { error: null, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: State,
  ): Partial<State> | null {
    if (state.error !== null && state.failedKey !== null && state.failedKey !== props.resetKey) {
      return { error: null, failedKey: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedKey: this.props.resetKey });
    console.error('page failed', error, info.componentStack);
  }

  reset = () => this.setState({ error: null, failedKey: null });

  override render() {
    if (this.state.error !== null)
      return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
