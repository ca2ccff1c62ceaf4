import { isAppError } from '@runtogether/shared/errors/app-error';
import { invitationRefusals, teamErrorCodes } from '@runtogether/shared/team/team.messages';
import { CheckCircle2, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth, type LoginRedirectState } from '@/lib/auth';
import { t, translateText } from '@/lib/i18n';
import { useAcceptInvitation, useInvitationPreview } from '../api/team';

/**
 * What a refused preview or acceptance says: an invitation's refusal (unknown, used, past its week) in the page's
 * words, which `?lang=` may have chosen where the API answers in the visitor's language; anything else as the API
 * said it.
 */
function refusal(error: Error): string {
  const key = isAppError(error) ? invitationRefusals[error.code] : undefined;
  return translateText(key ?? error.message);
}

const isUsed = (error: Error | null) => isAppError(error) && error.code === teamErrorCodes.invitationUsed;

/** A refusal, and for a used invitation the way on: whoever accepted it finds the team on /team. */
function Refused({ error }: { error: Error }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert>{refusal(error)}</Alert>
      {isUsed(error) && (
        <Link to={paths.team.getHref()} className={buttonVariants({ variant: 'outline' })}>
          {t('team.join.toTeam')}
        </Link>
      )}
    </div>
  );
}

/**
 * The page an invitation's e-mail opens: a signed-in runner accepts; anyone else signs in, or signs up as a
 * runner, and comes back here (docs/decisions/054).
 */
export function AcceptInvitation({ token }: { token: string | null }) {
  const auth = useAuth();
  const accept = useAcceptInvitation();
  const preview = useInvitationPreview(token);
  const navigate = useNavigate();
  const here = `${paths.teamJoin.getHref()}?token=${encodeURIComponent(token ?? '')}`;

  if (!token) return <Alert>{t('team.join.noToken')}</Alert>;
  if (auth.status === 'loading' || preview.isPending) return <PageSpinner />;
  // Unknown, used or past its week: said before anyone signs in for it.
  if (preview.isError && !accept.isSuccess) return <Refused error={preview.error} />;
  // The role in a sentence ("as a manager", "como gestor"), not as the role picker names it.
  const business = preview.data?.businessName ?? '';
  const from =
    preview.data?.role === 'manager'
      ? t('team.join.fromManager', { business })
      : t('team.join.fromLeader', { business });
  if (auth.status === 'unauthenticated') {
    const logIn: LoginRedirectState = { redirectTo: here };
    const signUp: LoginRedirectState = { redirectTo: here, tab: 'signup', role: 'runner' };
    return (
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">{from}</p>
        <p className="text-slate-700">{t('team.join.signInFirst')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={paths.login.getHref()} state={logIn} className={buttonVariants()}>
            {t('team.join.logIn')}
          </Link>
          <Link to={paths.login.getHref()} state={signUp} className={buttonVariants({ variant: 'outline' })}>
            {t('team.join.signUp')}
          </Link>
        </div>
      </div>
    );
  }
  if (auth.user.role !== 'runner') return <Alert>{t('team.join.runnersOnly')}</Alert>;
  if (accept.isSuccess) {
    return (
      <div className="flex flex-col items-start gap-4" role="status">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />
          {t('team.join.joined', { business: accept.data.businessName })}
        </p>
        <Button onClick={() => void navigate(paths.team.getHref())}>{t('team.join.toTeam')}</Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="flex items-center gap-2 text-slate-700">
        <Users aria-hidden="true" className="size-5" />
        {from}
      </p>
      {accept.isError && <Refused error={accept.error} />}
      {!isUsed(accept.error) && (
        <Button onClick={() => accept.mutate(token)} disabled={accept.isPending}>
          {t('team.join.accept')}
        </Button>
      )}
    </div>
  );
}
