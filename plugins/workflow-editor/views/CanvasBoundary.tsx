import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Keeps the editor usable when the canvas fails to render: the header, Save
 * and the node creator stay, and the failure is shown where the canvas was.
 */
export class CanvasBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The workflow canvas failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <div className="wf-canvas-missing wf-canvas-failed" role="alert">
          <p>The canvas could not be drawn: {this.state.error.message}</p>
        </div>
      );
    }
    return this.props.children;
  }
}
