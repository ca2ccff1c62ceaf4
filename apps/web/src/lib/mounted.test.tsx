import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useMounted } from './mounted';

function Probe() {
  return <button disabled={!useMounted()}>Go</button>;
}

describe('useMounted', () => {
  it('is false on the server, so the HTML draws the part as not ready', () => {
    expect(renderToString(<Probe />)).toBe('<button disabled="">Go</button>');
  });

  it("hydrates the server's HTML as it is, then turns true and the attribute follows", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const root = await act(() => hydrateRoot(container, <Probe />));
    expect(container.querySelector('button')?.disabled).toBe(false);
    act(() => root.unmount());
    container.remove();
  });

  it('is true at once when the browser draws the part alone', () => {
    render(<Probe />);
    expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
  });
});
