import { googleCalendarUrl, icsFileName } from '@runtogether/shared/runs/run-calendar';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { CalendarPlus, Download, ExternalLink } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { runPageUrl } from '../../utils/run-page-url';
import { DetailSection, NewTabHint } from './detail-section';

/** An .ics file (Apple Calendar, Outlook, any calendar app) and a prefilled Google Calendar event. */
export function AddToCalendar({ run }: { run: Run }) {
  return (
    <DetailSection
      title={t('runs.detail.addToCalendar')}
      icon={<CalendarPlus aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <div className="flex flex-col gap-2">
        <a
          href={`/api/events/${run.id}.ics`}
          download={icsFileName(run.title)}
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
        >
          <Download aria-hidden="true" />
          {t('runs.detail.calendarFile')}
        </a>
        <a
          href={googleCalendarUrl(run, runPageUrl(run.id), (host) => t('server.calendar.hostedBy', { host }))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
        >
          <ExternalLink aria-hidden="true" />
          {t('runs.detail.googleCalendar')}

          <NewTabHint />
        </a>
      </div>
    </DetailSection>
  );
}
