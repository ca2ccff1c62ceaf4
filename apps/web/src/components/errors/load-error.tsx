import type { ReactNode } from 'react';
import { RetryButton } from '@/components/ui/retry-button';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export interface LoadErrorProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  /** What failed is not on this device and there is no network: says it loads once the network is back. */
  offline?: boolean;
  /** What else the reader may do, below Retry. */
  children?: ReactNode;
}

/**
 * What failed to load, said in place of it, with a way to ask again. A page that has nothing else to show says it
 * as the page's heading (`heading`); a part of a page, as a line (docs/decisions/037 for `offline`).
 */
export function LoadError({
  message,
  retrying,
  onRetry,
  heading = false,
  className,
  offline = false,
  children,
}: LoadErrorProps & { heading?: boolean; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-4 bg-red-50 px-4 text-center',
        heading ? 'rounded-2xl py-12' : 'rounded-xl py-10',
        className,
      )}
    >
      {heading ? (
        <h1 className="text-xl font-bold text-red-900">{message}</h1>
      ) : (
        <p className="font-medium text-red-900">{message}</p>
      )}
      {offline && <p className="text-red-900">{t('core.app.offlineLoadsLater')}</p>}
      <RetryButton retrying={retrying} onRetry={onRetry} />
      {children}
    </div>
  );
}
