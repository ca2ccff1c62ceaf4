import { describe, expect, it } from 'vitest';
import { groupSpotsLeft, preselectedGroup } from './run-groups.rules';
import type { RunGroup } from './run-groups.schemas';

const group = (
  id: number,
  pace: number,
  maxParticipants: number | null,
  currentParticipants: number,
): RunGroup => ({
  id,
  name: `G${id}`,
  pace,
  distance: null,
  maxParticipants,
  currentParticipants,
  waitlistCount: 0,
  leader: null,
});

describe('pace group rules', () => {
  const groups = [group(1, 4.75, 2, 2), group(2, 5.5, 6, 1), group(3, 6.5, null, 9)];

  it('counts spots left, null without a limit', () => {
    expect(groups.map((g) => groupSpotsLeft(g))).toEqual([0, 5, null]);
  });

  it("never counts more spots in a group than the run has left: guests take the run's places", () => {
    const limited = [group(1, 5, 4, 1), group(2, 6, 4, 2)];
    // 8 places, 3 runners and 5 guests: full, though each group has room (decision 057).
    const full = { maxParticipants: 8, currentParticipants: 8 };
    expect(limited.map((g) => groupSpotsLeft(g, full))).toEqual([0, 0]);
    expect(limited.map((g) => groupSpotsLeft(g, { maxParticipants: 8, currentParticipants: 6 }))).toEqual([
      2, 2,
    ]);
    expect(
      groupSpotsLeft(group(3, 6, null, 9), { maxParticipants: null, currentParticipants: 12 }),
    ).toBeNull();
    expect(preselectedGroup(limited, 6, full)?.id).toBe(1);
  });

  it('preselects the group with room nearest a usual pace, else the first with room', () => {
    expect(preselectedGroup(groups, 6.2)?.id).toBe(3);
    // The 4:45 group is nearest but full: the nearest with room.
    expect(preselectedGroup(groups, 4.9)?.id).toBe(2);
    expect(preselectedGroup(groups, 5.4)?.id).toBe(2);
    expect(preselectedGroup([group(1, 5, 1, 1), group(2, 6, 1, 1)], 6)?.id).toBe(1);
    expect(preselectedGroup(groups)?.id).toBe(2);
    expect(preselectedGroup([group(1, 5, 1, 1)])?.id).toBe(1);
    expect(preselectedGroup([])).toBeUndefined();
  });
});
