import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

interface PageErrorBoundaryProps {
  /** Changes with every navigation: the next page opened clears the error. */
  resetKey: string;
  children: ReactNode;
}

type PageErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

/**
 * Catches what a page throws while rendering (or a lazy page whose chunk fails to load) and shows
 * the error page in its place, inside the layout. React catches render errors only in a class
 * component's getDerivedStateFromError, and reports them to the console itself.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
