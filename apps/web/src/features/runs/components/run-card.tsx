import { formatShortDate } from '@runtogether/shared/dates/date.rules';
import { formatRunPace, spotsLeft } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { hasStarted } from '../utils/spots';
import { intlLocale, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useZoneCaption } from '@/lib/zone-caption';
import { formatKm } from '../utils/share-run';
import { runImageSrc, stockImageFor } from '../utils/run-image';
import { PaceBadge } from './pace-badge';
import { paceGroupsSummary } from '../utils/pace-groups';

export interface RunCardProps {
  run: Run;
  /** 'compact': a 3:4 picture and a 'Join Run' button. */
  variant?: 'default' | 'compact';
  /** Above the fold (the first row): load the picture at once instead of lazily. */
  priority?: boolean;
  /** The viewer is registered or on the waitlist (My Runs): a full run does not invite them to the waitlist. */
  mine?: boolean;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-fit flex-1 rounded-lg bg-slate-50 px-2.5 py-1.5">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm font-bold whitespace-nowrap text-slate-900">{value}</dd>
    </div>
  );
}

/** docs/product.md §2 "Run card": the whole card links to the run; the title is the link's (and the card's) name. */
export function RunCard({ run, variant = 'default', priority = false, mine }: RunCardProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const [imageFailed, setImageFailed] = useState(false);
  const compact = variant === 'compact';
  const href = paths.run.getHref(run.id);
  const spots = spotsLeft(run.maxParticipants, run.currentParticipants);
  // A past run offers no spots; a full one says how to get in (docs/product.md §2 "Run card").
  const past = hasStarted(run);
  const full = !past && spots !== 'Unlimited' && spots <= 0;
  const groupsSummary = paceGroupsSummary(run);
  const zoneCaption = useZoneCaption(run.timezone);

  return (
    <article
      data-testid="run-card"
      aria-labelledby={titleId}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow',
        'hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 has-[a:focus-visible]:ring-offset-2',
      )}
    >
      <div className={cn('relative overflow-hidden bg-slate-100', compact ? 'aspect-3/4' : 'aspect-4/3')}>
        <ResponsiveImage
          src={imageFailed ? stockImageFor(run.id) : runImageSrc(run)}
          alt=""
          kind="run"
          // One column on phones, two from sm, three from lg in a 1152 px container.
          sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
          width={compact ? 600 : 800}
          height={compact ? 800 : 600}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          onError={() => setImageFailed(true)}
        />
        {/* A run with groups is run at their paces, not the one its form kept (docs/decisions/052): the Pace fact
            says them, and no one category fits them all. */}
        {!groupsSummary && (
          <PaceBadge category={run.paceCategory} className="absolute top-3 left-3 shadow-sm" />
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold text-brand-800">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            {formatShortDate(run.date, intlLocale())}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {run.time}
            {zoneCaption && <span className="font-medium text-slate-600">{zoneCaption}</span>}
          </span>
        </p>

        <div>
          <h3 id={titleId} className="text-lg leading-snug font-bold text-slate-900">
            <Link
              to={href}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {run.title}
            </Link>
          </h3>
          <p className="mt-1.5 flex items-center gap-2 text-sm text-slate-600">
            <Avatar name={run.hostName} src={run.hostAvatarUrl} className="size-6 text-[10px]" />
            <span>{t('runs.card.hostedBy', { host: run.hostName })}</span>
          </p>
        </div>

        <dl className="flex flex-wrap gap-2">
          <Fact
            label={t('runs.card.distance')}
            value={t('runs.common.distanceValue', { distance: formatKm(run.distance) })}
          />
          <Fact
            label={t('runs.card.pace')}
            value={t('runs.common.paceValue', { pace: formatRunPace(run) })}
          />
          {!past && !full && (
            <Fact
              label={t('runs.card.spotsLeft')}
              value={spots === 'Unlimited' ? t('runs.card.unlimited') : String(spots)}
            />
          )}
        </dl>
        {groupsSummary && <p className="text-sm font-semibold text-slate-800">{groupsSummary}</p>}
        {full && !mine && (
          <p className="text-sm font-semibold text-amber-900">{t('runs.common.fullJoinWaitlist')}</p>
        )}

        {run.tags.length > 0 && (
          <ul aria-label={t('runs.card.tags')} className="flex flex-wrap gap-1.5">
            {run.tags.map((tag) => (
              // A tag is one word of up to 30 letters: it breaks rather than widen the card (320 px phones).
              <li key={tag} className="max-w-full">
                <Badge className="whitespace-normal wrap-anywhere">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}

        <p className="mt-auto flex items-start gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="line-clamp-2">{run.address}</span>
        </p>

        {compact && (
          <Button className="relative z-10 w-full" onClick={() => void navigate(href)}>
            {t('runs.card.joinRun')}
          </Button>
        )}
      </div>
    </article>
  );
}
