import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it("says what failed as the page's heading, and Retry asks again", async () => {
    const onRetry = vi.fn();
    render(<LoadError heading message="Failed to load the run" retrying={false} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Failed to load the run' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Retry' }));
  });

  it('says it as a line in a part of a page, and cannot be pressed again while the request is out', () => {
    render(<LoadError message="Failed to load your runs" retrying onRetry={() => {}} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to load your runs').tagName).toBe('P');
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toBeDisabled();
    // The arrows turn, except for someone who asked for less motion.
    expect(retry.querySelector('svg')).toHaveClass('animate-spin', 'motion-reduce:animate-none');
  });
});
