// The Create/Edit Run form's pace groups (docs/decisions/052), kept as typed text until the form is saved.
import { runGroupsInputSchema, type RunGroupInput } from '@runtogether/shared/runs/run-groups.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';

export interface GroupDraft {
  /** The run's group this row edits (its runners stay in it); absent for a new group. */
  id?: number;
  name: string;
  pace: string;
  distance: string;
  maxParticipants: string;
  leader: string;
}

export const emptyGroup = (pace: number): GroupDraft => ({
  name: '',
  pace: String(pace),
  distance: '',
  maxParticipants: '',
  leader: '',
});

export const groupDrafts = (run: Pick<Run, 'groups'> | undefined): GroupDraft[] =>
  (run?.groups ?? []).map((group) => ({
    id: group.id,
    name: group.name,
    pace: String(group.pace),
    distance: group.distance === null ? '' : String(group.distance),
    maxParticipants: group.maxParticipants === null ? '' : String(group.maxParticipants),
    leader: group.leader ?? '',
  }));

const numberOr = (text: string, empty: null | number) => (text.trim() === '' ? empty : Number(text));

/** The body's `groups`; undefined when nothing is to change (a run that has none and gets none). */
export function toGroupsInput(drafts: GroupDraft[], hadGroups: boolean): RunGroupInput[] | undefined {
  if (drafts.length === 0 && !hadGroups) return undefined;
  return drafts.map((draft) => ({
    ...(draft.id === undefined ? {} : { id: draft.id }),
    name: draft.name.trim(),
    pace: Number(draft.pace),
    distance: numberOr(draft.distance, null),
    maxParticipants: numberOr(draft.maxParticipants, null),
    leader: draft.leader.trim() || null,
  }));
}

/**
 * What the server would refuse in the groups, found before saving: the first message of each field, keyed
 * 'index.field' ('0.name'), and the list's own (two groups with one name) under ''.
 */
export function groupProblems(drafts: GroupDraft[]): Map<string, string> {
  const problems = new Map<string, string>();
  const parsed = runGroupsInputSchema.safeParse(toGroupsInput(drafts, true));
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path.slice(0, 2).join('.');
    if (!problems.has(key)) problems.set(key, issue.message);
  }
  return problems;
}
