import { isAppError } from '@runtogether/shared/errors/app-error';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { t, translateText } from '@/lib/i18n';
import { useMoveToGroup } from '../api/move-to-group';
import { FormDialogFooter } from './form-dialog-footer';
import { GroupChoice } from '@/components/sign-up/sign-up-fields';

export interface ChangeGroupFormProps {
  run: Pick<Run, 'id' | 'groups' | 'maxParticipants' | 'currentParticipants'>;
  /** The runner's group now. */
  groupId: number;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Which group?" again, for a registered runner (docs/decisions/052). A full group is the server's to refuse: its
 * message shows under the choice, and the counts are read again.
 */
export function ChangeGroupForm({ run, groupId, onOpenChange }: ChangeGroupFormProps) {
  const move = useMoveToGroup();
  const [chosen, setChosen] = useState(groupId);
  const [error, setError] = useState<string>();
  const busy = move.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === groupId) return onOpenChange(false);
    setError(undefined);
    move.mutate(
      { runId: run.id, groupId: chosen },
      {
        onSuccess: (saved) => {
          const group = run.groups.find((g) => g.id === saved.groupId)?.name ?? '';
          toast.success(t('runs.register.moved', { group }));
          onOpenChange(false);
        },
        onError: (failure) =>
          setError(
            isAppError(failure) && failure.status === 409
              ? translateText(failure.fields?.groupId ?? failure.message)
              : t('runs.register.moveFailed'),
          ),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <GroupChoice
        groups={run.groups}
        run={run}
        value={chosen}
        onChange={(id) => {
          setChosen(id);
          setError(undefined);
        }}
        error={error}
      />
      <FormDialogFooter busy={busy} busyLabel={t('runs.register.moving')}>
        {t('runs.register.move')}
      </FormDialogFooter>
    </form>
  );
}
