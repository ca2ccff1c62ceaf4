import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useCheckIn } from '../api/check-in';

/** The English of 'host.runnerCheckIn.missingCode', for tests that look for it (the page shows t()). */
export const MISSING_CODE_MESSAGE =
  "This check-in link has no code. Scan the code on the host's screen again.";

/**
 * What a runner sees after scanning the host's QR code (signed in: the route guard sent them to log in and
 * back): the check-in is sent once, on arrival, and the page says "You're checked in" or why not.
 */
export function RunnerCheckIn({ runId, code }: { runId: number | null; code: string | null }) {
  const checkIn = useCheckIn(runId ?? 0);
  const sent = useRef(false);
  const valid = runId !== null && code !== null && code !== '';
  useEffect(() => {
    if (!valid || sent.current) return;
    sent.current = true;
    checkIn.mutate(code);
  }, [valid, code, checkIn]);

  const runLink = runId !== null && (
    <Link to={paths.run.getHref(runId)} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
      {t('host.runnerCheckIn.viewRun')}
    </Link>
  );
  if (checkIn.isSuccess) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2 aria-hidden="true" className="size-16 text-emerald-700" />
        <h1 className="text-3xl font-extrabold text-slate-900">
          {/* Scanned again at the finish: back from the run (docs/decisions/055). */}
          {checkIn.data.back ? t('host.runnerCheckIn.welcomeBack') : t('host.runnerCheckIn.checkedIn')}
        </h1>
        <p className="text-lg text-slate-800">{checkIn.data.runTitle}</p>
        {runLink}
      </div>
    );
  }
  if (!valid || checkIn.isError) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <h1 className="text-2xl font-extrabold text-slate-900">{t('host.runnerCheckIn.notCheckedIn')}</h1>
        <Alert className="text-left">
          {valid ? checkIn.error?.message : t('host.runnerCheckIn.missingCode')}
        </Alert>
        {runLink}
      </div>
    );
  }
  return <PageSpinner />;
}
