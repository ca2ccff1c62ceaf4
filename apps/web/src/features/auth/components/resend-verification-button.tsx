import { Button, type ButtonVariantProps } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { authApiMessages } from '@runtogether/shared/auth/auth.schemas';
import { t, translateText } from '@/lib/i18n';
import { useResendVerification } from '../api/resend-verification';

/**
 * Mails a fresh verification link to `email` (the server answers alike whether or not it has an account), going
 * on to `returnTo` as the sign-up's link did.
 */
export function ResendVerificationButton({
  email,
  returnTo,
  variant = 'default',
}: {
  email: string;
  returnTo?: string;
  /** The primary style unless another button on the screen is the primary one. */
  variant?: ButtonVariantProps['variant'];
}) {
  const resend = useResendVerification();
  const onClick = () =>
    resend.mutate(returnTo ? { email, returnTo } : { email }, {
      onSuccess: ({ message }) => {
        toast.success(message || translateText(authApiMessages.resent));
      },
      onError: (error) => {
        toast.error(error.message || t('auth.verify.resendFailure'));
      },
    });
  return (
    <Button onClick={onClick} disabled={resend.isPending} variant={variant} className="w-full">
      {resend.isPending ? t('auth.verify.sending') : t('auth.verify.resend')}
    </Button>
  );
}
