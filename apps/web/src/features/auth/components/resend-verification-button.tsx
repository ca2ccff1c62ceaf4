import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import {
  RESEND_FAILURE_MESSAGE,
  RESEND_SUCCESS_MESSAGE,
  useResendVerification,
} from '../api/resend-verification';

/** Mails a fresh verification link to `email` (the server answers alike whether or not it has an account). */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerification();
  const onClick = () =>
    resend.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          toast.success(message || RESEND_SUCCESS_MESSAGE);
        },
        onError: (error) => {
          toast.error(error.message || RESEND_FAILURE_MESSAGE);
        },
      },
    );
  return (
    <Button onClick={onClick} disabled={resend.isPending} className="w-full">
      {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
    </Button>
  );
}
