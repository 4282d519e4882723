import { Component, type ReactNode } from 'react';

/**
 * Keeps a part's failure (its code not fetched, an answer it could not draw) to the part: `failed` stands in its
 * place, and the page around it stays. Without one, a part's error reaches the route's boundary and takes the whole
 * page — the header's parts included — with it.
 */
export class PartBoundary extends Component<{ children: ReactNode; failed?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (this.props.failed ?? null) : this.props.children;
  }
}
