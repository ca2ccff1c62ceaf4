import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';

/** Shown when a page throws or its code cannot be loaded (often a new deploy): offer a reload. */
export function RouteError() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('core.error.title')}</h1>
      <p className="mt-4 text-slate-600">{t('core.error.text')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t('core.error.reload')}
      </Button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the next page's path) clears a caught error, so navigating away leaves the error behind. */
  resetKey?: string;
}

interface BoundaryState {
  failed: boolean;
  resetKey?: string;
}

/** Catches what a page throws while rendering, or a route chunk that fails to load, and shows RouteError. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
