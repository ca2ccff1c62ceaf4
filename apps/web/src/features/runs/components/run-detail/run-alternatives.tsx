import type { Run } from '@runtogether/shared/runs/run.schemas';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/layout/container';
import { paths } from '@/config/paths';
import { intlLocale, t } from '@/lib/i18n';
import { ZoneCaption } from '@/lib/zone-caption';
import { formatShortDate } from '@runtogether/shared/dates/date.rules';
import { useAlternatives } from '../../api/get-alternatives';
import { detailSpotsLeft, hasStarted } from '../../utils/spots';
import { DetailSection } from './detail-section';

/** Under "Join the waitlist" on a full run: up to three runs like it that still have room (docs/decisions/052). */
export function RunAlternatives({ run }: { run: Run }) {
  const full = !hasStarted(run) && detailSpotsLeft(run) === 0;
  const { data } = useAlternatives(run.id, full);
  const items = full ? (data?.items ?? []) : [];
  if (items.length === 0) return null;
  return (
    <Container className="my-6">
      <DetailSection
        title={t('runs.alternatives.title')}
        icon={<Compass aria-hidden="true" className="size-5 text-brand-700" />}
      >
        <p className="text-sm text-slate-700">{t('runs.alternatives.intro')}</p>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={paths.run.getHref(item.id)}
                className="block rounded-xl bg-slate-50 px-3.5 py-2.5 font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                {item.title}
                <span className="block text-sm font-normal text-slate-700">
                  {formatShortDate(item.date, intlLocale())} · {item.time}
                  <ZoneCaption timeZone={item.timezone} /> · {item.hostName}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </DetailSection>
    </Container>
  );
}
