import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button, type ButtonVariantProps } from './button';

/** A form's submit button that says what is happening while the request runs ('Creating account...'). */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  ...props
}: ComponentProps<'button'> & ButtonVariantProps & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy && <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
