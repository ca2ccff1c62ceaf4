import { describe, expect, it } from 'vitest';
import { hostGreeting, whatsappChatUrl } from './whatsapp-link';

describe('whatsappChatUrl', () => {
  it('keeps only the digits of the phone and greets the host naming the run', () => {
    const url = new URL(whatsappChatUrl('+34 (612) 345-678', 'Tapas & Trails 10K') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/34612345678');
    expect(url.searchParams.get('text')).toBe(hostGreeting('Tapas & Trails 10K'));
    expect(hostGreeting('Tapas & Trails 10K')).toContain('"Tapas & Trails 10K"');
  });

  it('gives no link without a phone number', () => {
    expect(whatsappChatUrl(null, 'Run')).toBeNull();
    expect(whatsappChatUrl('', 'Run')).toBeNull();
    expect(whatsappChatUrl('call me', 'Run')).toBeNull();
  });
});
