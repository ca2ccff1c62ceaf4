import { t } from '@/lib/i18n';
import { useJoinCode } from '../api/get-join-code';
import { CheckInQr } from './check-in-qr';

/** The second QR code, "Join this run": a guest scans it and joins without an account (docs/decisions/055). */
export function JoinQr({ runId }: { runId: number }) {
  const joinCode = useJoinCode(runId);
  if (!joinCode.data) return null;
  return (
    <section aria-labelledby="join-qr-heading" className="flex flex-col gap-2 text-center">
      <h2 id="join-qr-heading" className="text-lg font-bold text-slate-900">
        {t('host.checkIn.joinTitle')}
      </h2>
      <CheckInQr url={joinCode.data.url} alt={t('host.checkIn.joinQrAlt')} />
      <p className="text-sm text-slate-700">{t('host.checkIn.joinHint')}</p>
      <a
        href={joinCode.data.url}
        className="text-sm break-all text-brand-700 underline"
        data-testid="join-link"
      >
        {t('host.checkIn.joinLink')}
      </a>
    </section>
  );
}
