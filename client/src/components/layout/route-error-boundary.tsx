import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface Props {
  /** The location's key: a navigation elsewhere clears the error. */
  locationKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  locationKey: string;
}

/** Around the routes: a page that throws (or whose module failed to load) shows the error screen. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Route error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
