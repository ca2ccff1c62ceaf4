import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safe-http-url';

describe('safeHttpUrl', () => {
  it('keeps http(s) links, trimmed, and refuses every other scheme', () => {
    expect(safeHttpUrl('https://chat.whatsapp.com/AbC')).toBe('https://chat.whatsapp.com/AbC');
    expect(safeHttpUrl(' http://example.com/x ')).toBe('http://example.com/x');
    expect(safeHttpUrl('http://cafe.example')).toBe('http://cafe.example/');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('chat.whatsapp.com/AbC')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});
