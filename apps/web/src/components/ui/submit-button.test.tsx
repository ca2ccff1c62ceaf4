import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './submit-button';

/** A form whose request runs until `finish` is called, counting what it sent. */
function Form({ onSend }: { onSend: () => void }) {
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
    setBusy(true);
  };
  return (
    <form onSubmit={submit}>
      <label>
        Title
        <input name="title" />
      </label>
      <SubmitButton busy={busy} busyLabel="Posting...">
        Create Post
      </SubmitButton>
    </form>
  );
}

describe('SubmitButton', () => {
  it('keeps the focus while the request runs, looks turned off, and sends nothing twice', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    const busy = screen.getByRole('button', { name: 'Posting...' });
    expect(onSend).toHaveBeenCalledTimes(1);
    // A keyboard or screen-reader user stays where they were, not on the page's body.
    expect(busy).toHaveFocus();
    // Browsers move the focus off a button that gets disabled (jsdom does not): it stays enabled.
    expect(busy).toBeEnabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');

    await user.click(busy);
    await user.keyboard('{Enter}');
    // Enter in a field submits through the form's submit button too.
    await user.type(screen.getByLabelText('Title'), 'Hello{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('is turned off offline, and when its form says so', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { rerender } = render(
      <SubmitButton busy={false} busyLabel="Posting...">
        Create Post
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeDisabled();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeEnabled();
    rerender(
      <SubmitButton busy={false} busyLabel="Posting..." disabled>
        Create Post
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeDisabled();
  });
});
