// The Create/Edit Run form's pace groups (docs/decisions/052), kept as typed text until the form is saved.
import {
  runGroupMessages,
  runGroupsInputSchema,
  type RunGroupInput,
} from '@runtogether/shared/runs/run-groups.schemas';
import { formatPace } from '@runtogether/shared/runs/run.rules';
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
  pace: formatPace(pace),
  distance: '',
  maxParticipants: '',
  leader: '',
});

export const groupDrafts = (run: Pick<Run, 'groups'> | undefined): GroupDraft[] =>
  (run?.groups ?? []).map((group) => ({
    id: group.id,
    name: group.name,
    pace: formatPace(group.pace),
    distance: String(group.distance ?? ''),
    maxParticipants: String(group.maxParticipants ?? ''),
    leader: group.leader ?? '',
  }));

/**
 * A group's pace as the host types it, min:sec ("5:30"), as the product shows pace, in the minutes per km the
 * API takes (5.5). Anything else is 0, which the schema refuses; the form then says how to type it (decision 052).
 */
function paceMinutes(text: string) {
  const [, min, sec] = /^\s*(\d+):([0-5]\d)\s*$/.exec(text) ?? [];
  return Number(min) + Number(sec) / 60 || 0;
}

const numberOr = (text: string, empty: null | number) => (text.trim() === '' ? empty : Number(text));

/** The body's `groups`; undefined when nothing is to change (a run that has none and gets none). */
export function toGroupsInput(drafts: GroupDraft[], hadGroups: boolean): RunGroupInput[] | undefined {
  if (drafts.length === 0 && !hadGroups) return undefined;
  return drafts.map((draft) => ({
    ...(draft.id === undefined ? {} : { id: draft.id }),
    name: draft.name.trim(),
    pace: paceMinutes(draft.pace),
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
    // The schema speaks to API clients (minutes per km); the host types min:sec, so the form says that.
    const message = issue.path[1] === 'pace' ? runGroupMessages.paceTyped : issue.message;
    if (!problems.has(key)) problems.set(key, message);
  }
  return problems;
}
