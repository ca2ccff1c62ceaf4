import { describe, expect, it } from 'vitest';
import { headTags, isoWithOffset, scriptJson } from './page-head';

describe('page head', () => {
  it("writes an instant with its zone's offset on that day, across daylight-saving changes", () => {
    // Madrid: UTC+1 in winter, UTC+2 from the last Sunday of March.
    expect(isoWithOffset(new Date('2026-03-28T18:00:00Z'), 'Europe/Madrid')).toBe(
      '2026-03-28T19:00:00+01:00',
    );
    expect(isoWithOffset(new Date('2026-03-29T17:00:00Z'), 'Europe/Madrid')).toBe(
      '2026-03-29T19:00:00+02:00',
    );
    expect(isoWithOffset(new Date('2026-07-01T12:00:00Z'), 'UTC')).toBe('2026-07-01T12:00:00+00:00');
    expect(isoWithOffset(new Date('2026-07-01T12:00:00Z'), 'America/Mexico_City')).toBe(
      '2026-07-01T06:00:00-06:00',
    );
  });

  it('escapes what it writes into attributes and scripts', () => {
    const tags = headTags({
      title: 'Run "fast" <now> & more',
      description: "it's",
      canonicalUrl: 'https://x.test/runs/1',
      image: null,
      type: 'website',
      jsonLd: { name: '</script><script>alert(1)</script>' },
      noindex: true,
    });
    expect(tags).toContain('<title>Run &quot;fast&quot; &lt;now&gt; &amp; more</title>');
    expect(tags).toContain('content="it&#39;s"');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('</script><script>');
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});
