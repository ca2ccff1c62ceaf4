import {
  MAX_RUN_GROUPS,
  RUN_GROUP_LEADER_MAX,
  RUN_GROUP_NAME_MAX,
} from '@runtogether/shared/runs/run-groups.schemas';
import { DISTANCE_MAX, DISTANCE_MIN } from '@runtogether/shared/runs/run.rules';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { t, translateText } from '@/lib/i18n';
import { emptyGroup, type GroupDraft } from './pace-groups-state';

/** "Pace groups" on the run form: add, edit and remove up to six (docs/decisions/052). */
export function PaceGroupsFields({
  groups,
  onChange,
  pace,
  error,
  problems,
  asked = 0,
  disabled,
}: {
  groups: GroupDraft[];
  onChange: (next: GroupDraft[]) => void;
  /** The run's pace: a new group starts at it. */
  pace: number;
  error?: string;
  /** Each field's problem, keyed 'index.field' (pace-groups-state.ts `groupProblems`). */
  problems?: ReadonlyMap<string, string>;
  /** How many times a save found problems here: each time, the first field with one takes the focus. */
  asked?: number;
  disabled?: boolean;
}) {
  const errorId = useId();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (asked > 0) fieldset.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [asked]);
  // After a removal the focus goes to the Remove button of the row now in its place (the next), else of the row
  // before, else to "Add a pace group", on Create and Edit Run alike: the removed button took it with it.
  const focusAfterRemoval = useRef<number | null>(null);
  const add = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const at = focusAfterRemoval.current;
    if (at === null) return;
    focusAfterRemoval.current = null;
    const removes = fieldset.current?.querySelectorAll<HTMLElement>('[data-remove-group]') ?? [];
    (removes[Math.min(at, removes.length - 1)] ?? add.current)?.focus();
  }, [groups]);
  const set = (index: number, patch: Partial<GroupDraft>) =>
    onChange(groups.map((group, i) => (i === index ? { ...group, ...patch } : group)));
  return (
    <fieldset ref={fieldset} className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('runs.form.groups.legend')}</legend>
      <p className="text-sm text-slate-600">{t('runs.form.groups.hint')}</p>
      {groups.map((group, index) => (
        <GroupRow
          key={group.id ?? `new-${index}`}
          number={index + 1}
          group={group}
          problemOf={(field) => problems?.get(`${index}.${field}`)}
          disabled={disabled}
          onChange={(patch) => set(index, patch)}
          onRemove={() => {
            focusAfterRemoval.current = index;
            onChange(groups.filter((_, i) => i !== index));
          }}
        />
      ))}
      {groups.length < MAX_RUN_GROUPS && (
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={disabled}
          ref={add}
          onClick={() => onChange([...groups, emptyGroup(pace)])}
        >
          <Plus aria-hidden="true" />
          {t('runs.form.groups.add')}
        </Button>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function GroupRow({
  number,
  group,
  problemOf,
  disabled,
  onChange,
  onRemove,
}: {
  number: number;
  group: GroupDraft;
  problemOf: (field: keyof GroupDraft) => string | undefined;
  disabled?: boolean;
  onChange: (patch: Partial<GroupDraft>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const field = (name: keyof Omit<GroupDraft, 'id'>, label: string, props: Record<string, unknown> = {}) => {
    const problem = problemOf(name);
    return (
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-${name}`} className="text-xs font-semibold text-slate-700">
          {label}
        </label>
        <Input
          id={`${id}-${name}`}
          value={group[name]}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${name}-problem` : undefined}
          onChange={(event) => onChange({ [name]: event.target.value })}
          {...props}
        />
        {problem && (
          <p id={`${id}-${name}-problem`} className="text-xs font-medium text-red-700">
            {translateText(problem)}
          </p>
        )}
      </div>
    );
  };
  return (
    <div
      role="group"
      aria-label={t('runs.form.groups.group', { number })}
      data-testid="pace-group-row"
      className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-2"
    >
      {field('name', t('runs.form.groups.name'), { maxLength: RUN_GROUP_NAME_MAX, required: true })}
      {field('pace', t('runs.form.groups.pace'))}
      {field('distance', t('runs.form.groups.distance'), {
        type: 'number',
        inputMode: 'decimal',
        min: DISTANCE_MIN,
        max: DISTANCE_MAX,
        step: 0.1,
      })}
      {field('maxParticipants', t('runs.form.groups.max'), {
        type: 'number',
        inputMode: 'numeric',
        min: 1,
      })}
      {field('leader', t('runs.form.groups.leader'), { maxLength: RUN_GROUP_LEADER_MAX })}
      <Button
        type="button"
        variant="ghost"
        className="w-fit self-end"
        disabled={disabled}
        data-remove-group
        onClick={onRemove}
        aria-label={t('runs.form.groups.remove', { number })}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
