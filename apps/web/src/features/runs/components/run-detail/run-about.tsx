import type { Run } from '@runtogether/shared/runs/run.schemas';
import { Badge } from '@/components/ui/badge';
import { t } from '@/lib/i18n';
import { DetailSection } from './detail-section';

/** The host's description (plain text: its line breaks kept, never HTML) and the run's tags. */
export function RunAbout({ run }: { run: Pick<Run, 'description' | 'tags'> }) {
  return (
    <DetailSection title={t('runs.detail.about')}>
      <p className="leading-relaxed wrap-anywhere whitespace-pre-line text-slate-700">{run.description}</p>
      {run.tags.length > 0 && (
        <ul aria-label={t('runs.card.tags')} className="flex flex-wrap gap-2">
          {run.tags.map((tag) => (
            <li key={tag} className="max-w-full">
              <Badge className="bg-brand-50 whitespace-normal wrap-anywhere text-brand-800 ring-1 ring-brand-200">
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
