import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useOnline } from '@/lib/online';
import { Button, type ButtonVariantProps } from './button';

/**
 * A form's submit button that says what is happening while the request runs ('Creating account...'). Offline
 * it is turned off: the form keeps what was typed until the network is back.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  ...props
}: ComponentProps<'button'> & ButtonVariantProps & { busy: boolean; busyLabel: string }) {
  const online = useOnline();
  return (
    <Button type="submit" disabled={busy || disabled || !online} {...props}>
      {busy && <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
