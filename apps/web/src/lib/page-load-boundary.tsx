import { Component, type ReactNode } from 'react';
import { PageLoadError } from './lazy-page';

type State = { error: unknown };

/**
 * Catches a page whose code could not be loaded during a client-side navigation and loads the address
 * afresh from the server, which renders it whole (the same fallback a visitor without JavaScript
 * lives on). The router has already put the new address in the bar, so a reload lands on it. Any
 * other error is not this boundary's to handle and goes on up.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode; reload?: () => void }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (error instanceof PageLoadError) (this.props.reload ?? (() => window.location.reload()))();
  }

  render() {
    const { error } = this.state;
    if (error && !(error instanceof PageLoadError)) throw error;
    // While the browser loads the page again, the old one stays out of the way.
    return error ? null : this.props.children;
  }
}
