import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/**
 * Asks again for what failed to load. It waits while the request is out, its arrows turning (still for someone
 * who asked for less motion), so a second press cannot send another.
 */
export function RetryButton({
  retrying,
  onRetry,
  size,
  className,
  label = t('core.app.retry'),
}: {
  retrying: boolean;
  onRetry: () => void;
  size?: 'sm';
  className?: string;
  label?: string;
}) {
  return (
    <Button variant="outline" size={size} className={className} disabled={retrying} onClick={onRetry}>
      <RefreshCw aria-hidden="true" className={cn(retrying && 'animate-spin motion-reduce:animate-none')} />
      {label}
    </Button>
  );
}
