import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { testRun } from '@/testing/run-fixtures';
import { PaceGroupsFields } from './pace-groups-fields';
import { groupDrafts, groupProblems, toGroupsInput, type GroupDraft } from './pace-groups-state';

function Editor({ initial, onSeen }: { initial: GroupDraft[]; onSeen: (groups: GroupDraft[]) => void }) {
  const [groups, setGroups] = useState(initial);
  onSeen(groups);
  return <PaceGroupsFields groups={groups} onChange={setGroups} pace={5.5} />;
}

describe('the run form’s pace groups', () => {
  it('adds, edits and removes groups with the keyboard, up to six', async () => {
    const user = userEvent.setup();
    let seen: GroupDraft[] = [];
    render(<Editor initial={[]} onSeen={(groups) => (seen = groups)} />);
    const add = screen.getByRole('button', { name: 'Add a pace group' });
    add.focus();
    await user.keyboard('{Enter}');
    const first = screen.getByRole('group', { name: 'Group 1' });
    await user.type(within(first).getByLabelText('Name'), 'Fast');
    const pace = within(first).getByLabelText('Pace (min:sec per km)');
    // It starts at the run's pace, written as the product shows pace, and is typed the same way.
    expect(pace).toHaveValue('5:30');
    await user.clear(pace);
    await user.type(pace, '4:45');
    await user.type(within(first).getByLabelText('Max runners (empty: no limit)'), '8');
    await user.type(within(first).getByLabelText('Leader (optional)'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Add a pace group' }));
    await user.type(within(screen.getByRole('group', { name: 'Group 2' })).getByLabelText('Name'), 'Easy');
    expect(toGroupsInput(seen, false)).toEqual([
      { name: 'Fast', pace: 4.75, distance: null, maxParticipants: 8, leader: 'Ana' },
      { name: 'Easy', pace: 5.5, distance: null, maxParticipants: null, leader: null },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove group 1' }));
    expect(seen.map((group) => group.name)).toEqual(['Easy']);
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Add a pace group' }));
    expect(seen).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Add a pace group' })).not.toBeInTheDocument();
  });

  it('moves the focus after a removal to the next row’s Remove, else the one before, else Add, on Create and Edit', async () => {
    const user = userEvent.setup();
    const draft = (name: string, id?: number) => ({
      id,
      name,
      pace: '5:30',
      distance: '',
      maxParticipants: '',
      leader: '',
    });
    const remove = (number: number) => screen.getByRole('button', { name: `Remove group ${number}` });
    for (const initial of [
      // Edit Run: the run's groups, keyed by their ids.
      [draft('Fast', 1), draft('Easy', 2)],
      // Create Run: new groups, without ids.
      [draft('Fast'), draft('Easy')],
    ]) {
      let seen: GroupDraft[] = [];
      const { unmount } = render(<Editor initial={initial} onSeen={(groups) => (seen = groups)} />);
      await user.click(remove(1));
      expect(seen.map((group) => group.name)).toEqual(['Easy']);
      expect(remove(1)).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Add a pace group' }));
      await user.click(remove(2));
      expect(remove(1)).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(seen).toEqual([]);
      expect(screen.getByRole('button', { name: 'Add a pace group' })).toHaveFocus();
      unmount();
    }
  });

  it('keeps the ids of a run’s groups, sends [] when all are removed, and nothing for a run that had none', () => {
    const run = testRun({
      groups: [
        {
          id: 5,
          name: 'Steady',
          pace: 5.5,
          distance: 8,
          maxParticipants: 10,
          currentParticipants: 2,
          waitlistCount: 0,
          leader: 'Luis',
        },
      ],
    });
    expect(toGroupsInput(groupDrafts(run), true)).toEqual([
      { id: 5, name: 'Steady', pace: 5.5, distance: 8, maxParticipants: 10, leader: 'Luis' },
    ]);
    expect(toGroupsInput([], true)).toEqual([]);
    expect(toGroupsInput([], false)).toBeUndefined();
  });

  it('says how to type a pace that is not min:sec, or out of range, next to it', () => {
    const draft = (pace: string) => [{ name: 'Fast', pace, distance: '', maxParticipants: '', leader: '' }];
    // Shown as "Type a group's pace as min:sec between 3:00 and 12:00 per km, like 5:30." under the field.
    const message = 'validation.runGroups.paceTyped';
    for (const bad of ['5.5', '5:75', 'fast', '', '2:59', '12:01'])
      expect(groupProblems(draft(bad)).get('0.pace'), bad).toBe(message);
    expect(groupProblems(draft(' 5:05 ')).size).toBe(0);
    expect(toGroupsInput(draft('5:20'), false)?.[0]?.pace).toBeCloseTo(5 + 1 / 3);
  });
});
