import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  it('scrolls to the top on every route change, not when the app starts on a page already scrolled', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(
      <>
        <ScrollToTop />
        <Link to="/runs">Find Runs</Link>
        <Link to="/about">About</Link>
      </>,
    );
    // The server's page hydrating: a visitor who scrolled down (to tap a run card) stays there.
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Find Runs' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
