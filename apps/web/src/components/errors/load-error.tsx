import { RetryButton } from '@/components/ui/retry-button';
import { cn } from '@/lib/utils';

export interface LoadErrorProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * What failed to load, said in place of it, with a way to ask again. A page that has nothing else to show says it
 * as the page's heading (`heading`); a part of a page, as a line.
 */
export function LoadError({
  message,
  retrying,
  onRetry,
  heading = false,
  className,
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
      <RetryButton retrying={retrying} onRetry={onRetry} />
    </div>
  );
}
