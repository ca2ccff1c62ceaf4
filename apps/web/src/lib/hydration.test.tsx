import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationState, useHydrated } from './hydration';

/** Every value the probes rendered with, in order. */
let seen: string[] = [];

function Probe({ name }: { name: string }) {
  const value = useHydrated() ? 'browser' : 'server';
  seen.push(`${name}:${value}`);
  return <p data-testid={name}>{value}</p>;
}

/** A part that appears after hydrating, as a page the visitor opens next would. */
function Later() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        show
      </button>
      {shown && <Probe name="later" />}
    </>
  );
}

const page = (
  <HydrationState hydrating>
    <Probe name="first" />
    <Later />
  </HydrationState>
);

describe('useHydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    seen = [];
    vi.restoreAllMocks();
  });

  it("matches the server's HTML while hydrating, then turns true; a part drawn later starts true", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toContain('server');
    seen = [];

    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
      await Promise.resolve();
    });
    // The browser's first render is the server's (no mismatch), then one more with the browser's value.
    expect(seen).toEqual(['first:server', 'first:browser']);
    expect(screen.getByTestId('first')).toHaveTextContent('browser');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();

    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(screen.getByTestId('later')).toHaveTextContent('browser');
  });

  it('is true at once on a page the browser draws alone, and outside the provider', () => {
    render(
      <>
        <HydrationState hydrating={false}>
          <Probe name="drawn" />
        </HydrationState>
        <Probe name="alone" />
      </>,
    );
    expect(screen.getByTestId('drawn')).toHaveTextContent('browser');
    expect(screen.getByTestId('alone')).toHaveTextContent('browser');
  });
});
