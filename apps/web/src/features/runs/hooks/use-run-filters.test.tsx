import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRunFilters } from './use-run-filters';

function TwoQuickChoices() {
  const { filters, setFilters } = useRunFilters();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          // Two choices before the first navigation has settled, as two fast clicks can be.
          setFilters({ pace: ['beginner'] });
          setFilters({ distance: ['medium'] });
        }}
      >
        choose
      </button>
      <output>{JSON.stringify([filters.pace, filters.distance])}</output>
    </>
  );
}

describe('useRunFilters', () => {
  it('builds each change on the previous one even before the URL has caught up (data router)', async () => {
    const router = createMemoryRouter([{ path: '/runs', element: <TwoQuickChoices /> }], {
      initialEntries: ['/runs'],
    });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'choose' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(router.state.location.search).toBe('?pace=beginner&distance=medium');
    expect(screen.getByRole('status')).toHaveTextContent('[["beginner"],["medium"]]');
  });
});
