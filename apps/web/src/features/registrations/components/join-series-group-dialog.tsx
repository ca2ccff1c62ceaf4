import type { RunGroup } from '@runtogether/shared/runs/run-groups.schemas';
import { preselectedGroup } from '@runtogether/shared/runs/run-groups.rules';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { t } from '@/lib/i18n';
import { useUsualPace } from '../api/usual-pace';
import { GroupChoice } from '@/components/sign-up/sign-up-fields';

/**
 * "Join every week" on a series whose runs have pace groups asks which group first, as the register dialog does
 * (docs/decisions/052, 053), starting on the one with room nearest the runner's usual pace (decision 056). The
 * runner is in that group on every date.
 */
export function JoinSeriesGroupDialog({
  groups,
  everyWeeks,
  open,
  onOpenChange,
  busy,
  onJoin,
}: {
  /** The groups of the run whose page this is (the series' other runs have the same, by place). */
  groups: RunGroup[];
  /** How often the series repeats: the title and button say it ("Join every 2 weeks"). */
  everyWeeks: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onJoin: (groupId: number) => void;
}) {
  const usualPace = useUsualPace(open).data?.usualPace;
  // The runner's own pick, else the preselected group (which moves once the usual pace is known).
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const chosen = picked ?? preselectedGroup(groups, usualPace)?.id;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent hideCloseButton={busy}>
        <DialogHeader>
          <DialogTitle>{t('series.join.button', { everyWeeks })}</DialogTitle>
          <DialogDescription>{t('series.join.groupHint')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen !== undefined) onJoin(chosen);
          }}
        >
          <GroupChoice groups={groups} value={chosen} onChange={setPicked} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {t('runs.common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy || chosen === undefined}>
              {busy ? t('series.join.joining') : t('series.join.button', { everyWeeks })}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
