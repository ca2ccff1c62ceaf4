import type { Run } from '@runtogether/shared/runs/run.schemas';
import { ExternalLink, MapPin } from 'lucide-react';
import { PointMapSlot } from '@/components/map/point-map-slot';
import { buttonVariants } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { runMapUrl } from '@runtogether/shared/runs/run-links';
import { DetailSection, NewTabHint } from './detail-section';

/** Where the run starts, with a link to a map of it (docs/product.md §2, §7). */
export function RunLocation({ run }: { run: Run }) {
  const showAddress = run.address.trim() !== '' && run.address !== run.location;
  return (
    <DetailSection
      title={t('runs.location.title')}
      icon={<MapPin aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <div>
        <p className="font-semibold">{run.location}</p>
        {showAddress && <p className="text-slate-600">{run.address}</p>}
      </div>
      {run.latitude !== null && run.longitude !== null && (
        <PointMapSlot
          point={{ latitude: run.latitude, longitude: run.longitude }}
          label={t('runs.location.meetingPoint', { location: run.location })}
        />
      )}
      <a
        href={runMapUrl(run)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-fit' })}
      >
        <ExternalLink aria-hidden="true" />
        {t('runs.location.viewOnMap')}

        <NewTabHint />
      </a>
    </DetailSection>
  );
}
