import { describe, expect, it } from 'vitest';
import { runSchema } from './run.schemas';

// A run the service worker kept before `currentGuests` existed (docs/decisions/037): offline, the app reads it
// from that copy, and a refusal there would be "Failed to load run details" for a run the device has.
describe('runSchema', () => {
  const kept = {
    id: 7,
    title: 'Sunset 5K',
    description: 'Easy loop',
    date: '2030-06-01',
    time: '19:00',
    startsAt: '2030-06-01T17:00:00.000Z',
    timezone: 'Europe/Madrid',
    location: 'Retiro',
    address: 'Puerta de Alcalá, Madrid',
    distance: 5,
    pace: 6,
    paceCategory: 'beginner',
    tags: [],
    maxParticipants: 10,
    currentParticipants: 3,
    latitude: null,
    longitude: null,
    imageUrl: null,
    whatsappGroupLink: null,
    askToConfirm: false,
    seriesId: null,
    hostId: 'b3f1c2d4-0000-4000-8000-000000000009',
    hostName: 'Café Corre',
    hostAvatarUrl: null,
    hostContactInfo: { businessName: 'Café Corre', businessLocation: 'Madrid', phone: null },
    questions: [],
    requireEmergencyContact: false,
    groups: [],
  };

  it('reads an answer kept from before the guests were counted apart as a run without guests', () => {
    expect(runSchema.parse(kept)).toMatchObject({ currentParticipants: 3, currentGuests: 0 });
    expect(runSchema.parse({ ...kept, currentGuests: 2 }).currentGuests).toBe(2);
  });
});
