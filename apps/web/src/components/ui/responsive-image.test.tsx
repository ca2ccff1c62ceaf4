import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const uploaded = '/files/events/event-3-00112233445566ff.webp';

describe('ResponsiveImage', () => {
  it("offers an uploaded image's copies with the shown size, keeping its own attributes", () => {
    render(
      <ResponsiveImage
        src={uploaded}
        alt="Start line"
        kind="run"
        sizes="(min-width: 1024px) 370px, 100vw"
        width={800}
        height={600}
        loading="lazy"
      />,
    );
    const img = screen.getByRole('img', { name: 'Start line' });
    expect(img).toHaveAttribute('src', uploaded);
    expect(img).toHaveAttribute(
      'srcset',
      '/files/events/event-3-00112233445566ff-w400.webp 400w, /files/events/event-3-00112233445566ff-w800.webp 800w, /files/events/event-3-00112233445566ff-w1200.webp 1200w',
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 370px, 100vw');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('uses the widths of the kind', () => {
    render(<ResponsiveImage src={uploaded} alt="Host" kind="avatar" sizes="56px" />);
    expect(screen.getByRole('img').getAttribute('srcset')).toMatch(
      /-w64\.webp 64w, .*-w128\.webp 128w, .*192w$/,
    );
  });

  it('leaves a stock picture or a foreign URL a plain image, without srcset or sizes', () => {
    const { rerender } = render(
      <ResponsiveImage src="/images/stock/run-city.svg" alt="City" kind="run" sizes="100vw" />,
    );
    const img = screen.getByRole('img');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    rerender(<ResponsiveImage src="https://elsewhere.example/a.webp" alt="City" kind="run" sizes="100vw" />);
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
  });
});
