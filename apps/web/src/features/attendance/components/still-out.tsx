import type { Attendance } from '@runtogether/shared/attendance/attendance.schemas';
import { telHref } from '@runtogether/shared/registrations/questions.schemas';
import { Phone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n';
import { useMarkBack, type BackMark } from '../api/mark-back';

interface OutPerson {
  key: string;
  name: string;
  mark: BackMark;
  contact: { name: string; phone: string } | null | undefined;
}

/** Everyone present and not back yet: confirmed runners, then walk-ins. */
export function peopleOut(data: Attendance): OutPerson[] {
  return [
    ...data.runners
      .filter((r) => r.present && !r.back)
      .map((r) => ({
        key: `r${r.registrationId}`,
        name: r.name,
        mark: { registrationId: r.registrationId, back: true },
        contact: r.emergencyContact,
      })),
    ...data.walkIns
      .filter((w) => !w.back)
      .map((w) => ({
        key: `w${w.id}`,
        name: w.name,
        mark: { walkInId: w.id, back: true },
        contact: w.emergencyContact,
      })),
  ];
}

/**
 * "2 still out" at the top of the check-in screen once the run has started (docs/decisions/055), with each of
 * them: a tap-to-call button for their emergency contact and "Back" to count them in.
 */
export function StillOut({ runId, data }: { runId: number; data: Attendance }) {
  const markBack = useMarkBack(runId);
  const out = peopleOut(data);
  // A row marked back leaves the list (at once, offline too): the focus would fall to the page's top, so it moves
  // on to the next person's "Back" (the one before for the last), or to "Everyone is back", where the host was.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const leaving = useRef<{ from: string; to: string | undefined } | null>(null);
  useEffect(() => {
    const move = leaving.current;
    if (!move || out.some((person) => person.key === move.from)) return;
    leaving.current = null;
    const next = move.to === undefined ? undefined : buttons.current.get(move.to);
    (next ?? headingRef.current)?.focus();
  });
  const back = (person: OutPerson) => {
    const at = out.findIndex((other) => other.key === person.key);
    leaving.current = { from: person.key, to: (out[at + 1] ?? out[at - 1])?.key };
    markBack.mutate(person.mark, {
      onError: (error) => toast.error(error instanceof Error ? error.message : t('host.checkIn.saveFailed')),
    });
  };
  return (
    <section aria-labelledby="still-out-heading" className="flex flex-col gap-2">
      <h2
        ref={headingRef}
        id="still-out-heading"
        data-testid="still-out"
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className={
          data.counts.out > 0
            ? 'rounded-xl bg-amber-100 px-4 py-3 text-center text-xl font-extrabold text-amber-950 ring-2 ring-amber-500'
            : 'rounded-xl bg-emerald-100 px-4 py-3 text-center text-xl font-extrabold text-emerald-950'
        }
      >
        {data.counts.out > 0
          ? t('host.checkIn.stillOut', { count: data.counts.out })
          : t('host.checkIn.allBack')}
      </h2>
      {out.length > 0 && (
        <ul className="flex flex-col gap-2">
          {out.map((person) => (
            <li
              key={person.key}
              className="flex flex-wrap items-center gap-2 rounded-xl border-2 border-amber-400 bg-white px-3 py-2"
            >
              <span className="min-w-0 flex-1 text-lg font-semibold wrap-anywhere text-slate-900">
                {person.name}
              </span>
              {person.contact && (
                <a
                  href={telHref(person.contact.phone)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-slate-900 px-3 text-sm font-bold text-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
                  aria-label={t('host.checkIn.callContact', {
                    contact: person.contact.name,
                    name: person.name,
                  })}
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {t('host.checkIn.call', { contact: person.contact.name })}
                </a>
              )}
              <Button
                type="button"
                ref={(button) => {
                  if (button) buttons.current.set(person.key, button);
                  else buttons.current.delete(person.key);
                }}
                className="min-h-11"
                onClick={() => back(person)}
                aria-label={t('host.checkIn.markBackLabel', { name: person.name })}
              >
                {t('host.checkIn.markBack')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
