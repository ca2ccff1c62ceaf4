// docs/product.md §2 "Participants": confirmed runners first, then the waitlist, also on a run with pace groups.
import type { ParticipantsResponse } from '@runtogether/shared/registrations/registration.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ParticipantsView } from './participants-view';

const runner = (
  id: number,
  name: string,
  groupId: number | null,
  waitlistPosition: number | null = null,
): ParticipantsResponse['participants'][number] => ({
  id,
  name,
  pace: 6,
  registeredAt: '2030-05-01T10:00:00.000Z',
  status: waitlistPosition === null ? 'confirmed' : 'waitlisted',
  waitlistPosition,
  groupId,
});

const run: ParticipantsResponse['run'] = {
  id: 7,
  title: 'Tuesday club run',
  date: '2030-05-18',
  time: '19:00',
  timezone: 'Europe/Madrid',
  hostId: 'b-1',
  groups: [
    { id: 11, name: 'Fast', pace: 4.75 },
    { id: 12, name: 'Steady', pace: 5.5 },
  ],
};

describe('ParticipantsView', () => {
  it('lists every confirmed runner before the waitlist when it sorts by group', () => {
    // The server's order: confirmed first (a runner from before the groups has none), then the waitlist.
    const participants = [
      runner(1, 'Steady Sam', 12),
      runner(2, 'No-group Nora', null),
      runner(3, 'Fast Fay', 11),
      runner(4, 'Waiting Walt', 11, 1),
    ];
    renderWithProviders(
      <ParticipantsView
        data={{ run, totals: { confirmed: 3, waitlisted: 1, guests: 0 }, participants }}
        isHost={false}
      />,
    );
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['Fast Fay', 'Steady Sam', 'No-group Nora', 'Waiting WaltWaitlist #1']);
  });

  it('counts the guests at check-in beside the runners, and lists only the runners (docs/decisions/057)', () => {
    const participants = [runner(1, 'Steady Sam', 12), runner(2, 'Waiting Walt', 12, 1)];
    const { unmount } = renderWithProviders(
      <ParticipantsView
        data={{ run, totals: { confirmed: 1, waitlisted: 1, guests: 2 }, participants }}
        isHost
      />,
    );
    expect(screen.getByText(/^1 runner registered/)).toHaveTextContent(
      '1 runner registered + 2 guests · 1 on the waitlist',
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    unmount();

    // Only guests so far: counted, not "No participants yet".
    renderWithProviders(
      <ParticipantsView
        data={{ run, totals: { confirmed: 0, waitlisted: 0, guests: 1 }, participants: [] }}
        isHost
      />,
    );
    expect(screen.getByText('0 runners registered + 1 guest')).toBeInTheDocument();
    expect(screen.queryByText('No participants yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("asks a runner to be the first, and tells the run's host to share it instead", () => {
    const empty = { run, totals: { confirmed: 0, waitlisted: 0, guests: 0 }, participants: [] };
    const { unmount } = renderWithProviders(<ParticipantsView data={empty} isHost={false} />);
    expect(screen.getByText('No participants yet')).toBeInTheDocument();
    expect(screen.getByText('Be the first to join this run.')).toBeInTheDocument();
    unmount();

    renderWithProviders(<ParticipantsView data={empty} isHost />);
    expect(screen.getByText('Share the run so runners can find it.')).toBeInTheDocument();
    expect(screen.queryByText(/Be the first/)).not.toBeInTheDocument();
  });
});
