// Every widget root sits in one of these: a widget that throws reports once and renders nothing, and the root
// host restores the PHP markup (onError), so the page keeps working without it.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  name: string;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[storefront-widgets] widget "${this.props.name}" failed`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
