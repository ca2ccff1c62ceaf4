import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationState } from './hydration';
import { ZoneCaption } from './zone-caption';

const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const otherZone = viewerZone === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';
const city = otherZone.split('/')[1]?.replace('_', ' ');

const line = (timeZone: string) => <p>07:30{<ZoneCaption timeZone={timeZone} />}</p>;

describe('ZoneCaption', () => {
  it("names the run's zone after its time for a viewer elsewhere", () => {
    expect(render(line(otherZone)).container).toHaveTextContent(`07:30 (${city} time)`);
  });

  it("says nothing when the viewer's zone is the run's", () => {
    expect(render(line(viewerZone)).container).toHaveTextContent(/^07:30$/);
  });

  it('says nothing on the server, which cannot know the viewer’s zone', () => {
    const html = renderToString(<HydrationState hydrating>{line(otherZone)}</HydrationState>);
    expect(html).toBe('<p>07:30</p>');
  });
});
