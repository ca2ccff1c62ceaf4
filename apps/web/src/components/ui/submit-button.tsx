import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useOnline } from '@/lib/online';
import { Button, type ButtonVariantProps } from './button';

/**
 * A form's submit button that says what is happening while the request runs ('Creating account...'). While it
 * runs the button stays focusable and ignores presses (aria-disabled): a disabled button would drop the focus of
 * the person who pressed it, or pressed Enter in a field, to the page's body. Offline it is turned off (disabled,
 * so Enter in a field submits nothing either): the form keeps what was typed until the network is back.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  onClick,
  ...props
}: ComponentProps<'button'> & ButtonVariantProps & { busy: boolean; busyLabel: string }) {
  const online = useOnline();
  return (
    <Button
      type="submit"
      disabled={disabled || !online}
      aria-disabled={busy || undefined}
      // Enter in a field clicks the form's submit button too: cancelling the click sends nothing twice.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {busy && <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
