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

/** A pace box as Find Runs shows it: ticked from the filters as chosen, not as the URL has them yet. */
function PaceBox() {
  const { chosen, filters, setFilters } = useRunFilters();
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={chosen.pace.includes('beginner')}
          onChange={(event) => setFilters({ pace: event.target.checked ? ['beginner'] : [] })}
        />
        Beginner
      </label>
      <output>{JSON.stringify(filters.pace)}</output>
    </>
  );
}

describe('useRunFilters', () => {
  it("shows a choice at once while the page's data for it still loads, and the results' filters once it has", async () => {
    let release = () => {};
    const router = createMemoryRouter(
      [
        {
          path: '/runs',
          element: <PaceBox />,
          // /runs waits for its loader (the list's first page) before the URL changes.
          loader: ({ request }) =>
            new URL(request.url).search === ''
              ? null
              : new Promise<null>((resolve) => {
                  release = () => resolve(null);
                }),
        },
      ],
      { initialEntries: ['/runs'] },
    );
    render(<RouterProvider router={router} />);
    const box = await screen.findByRole('checkbox', { name: 'Beginner' });
    await userEvent.click(box);
    expect(router.state.navigation.state).toBe('loading');
    expect(box).toBeChecked();
    // The results still follow the URL: no second request for the list beside the loader's.
    expect(screen.getByRole('status')).toHaveTextContent('[]');

    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(router.state.location.search).toBe('?pace=beginner');
    expect(box).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('["beginner"]');

    // Unticking shows at once too.
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(router.state.location.search).toBe('');
    expect(box).not.toBeChecked();
  });

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
