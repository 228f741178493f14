import { Component, type ReactNode } from 'react';

interface State {
  error: unknown;
}

/** A page that throws while rendering shows "This page crashed." and can be rendered again. */
export class CrashBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Navigating to another page clears the crash of the previous one.
    if (previous.resetKey !== this.props.resetKey && this.state.error !== undefined) this.setState({ error: undefined });
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <div className="page-error" role="alert">
        <h1>This page crashed.</h1>
        <p className="page-error__detail">{this.state.error instanceof Error ? this.state.error.message : String(this.state.error)}</p>
        <button type="button" className="button" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
      </div>
    );
  }
}
