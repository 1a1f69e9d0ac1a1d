// One boundary per chart: a chart that fails (bad options, a module that did not load) shows its
// own message and leaves the rest of the page working.
import { Component, type ReactNode } from 'react';
import { translate, type Lang } from '../../i18n';
import { commonStrings } from './strings';

interface Props {
  lang: Lang;
  /** When this changes (new options), a failed chart gets another chance. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  error?: Error;
  failedFor?: unknown;
}

export class ChartErrorBoundary extends Component<Props, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.failedFor === undefined) return { failedFor: props.resetKey };
    if (state.error && state.failedFor !== props.resetKey) return { error: undefined, failedFor: undefined };
    return null;
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="chart-error">
        <p>{translate(commonStrings, this.props.lang, 'failed', { message: error.message })}</p>
        <button type="button" onClick={() => this.setState({ error: undefined, failedFor: undefined })}>
          {translate(commonStrings, this.props.lang, 'retry')}
        </button>
      </div>
    );
  }
}
