// One error boundary per view: a view that throws shows its error and a retry button; the shell,
// the other views and the loaded data stay.
import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after an error; `retry` clears the error. */
  fallback(error: Error, retry: () => void): ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | undefined;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown): void {
    console.error('diskscope view failed', error);
  }

  private retry = (): void => this.setState({ error: undefined });

  render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
