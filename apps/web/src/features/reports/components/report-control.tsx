import type { ReportTargetType } from '@runtogether/shared/trust/trust.schemas';
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/hydration';
import { ReportButton } from './report-button';

const ReportDialog = lazy(() =>
  import('./report-dialog').then(({ ReportDialog }) => ({ default: ReportDialog })),
);

/**
 * "Report" on a page (docs/decisions/049). The server draws the button disabled, and the dialog's code loads
 * only once the page has hydrated (lib/hydration.tsx), so the dialog is always drawn by the browser. Drawn by
 * the server inside its lazy boundary, a dialog whose code arrived after the page had hydrated was hydrated
 * as enabled over the server's disabled button, and React does not patch attributes while hydrating: the
 * button stayed disabled.
 */
export function ReportControl(props: {
  targetType: ReportTargetType;
  targetId: string;
  /** The button's accessible name where a page has several (a post's "Report the post …"). */
  label?: string;
}) {
  const hydrated = useHydrated();
  const waiting = <ReportButton disabled aria-label={props.label} />;
  if (!hydrated) return waiting;
  return (
    <Suspense fallback={waiting}>
      <ReportDialog {...props} />
    </Suspense>
  );
}
