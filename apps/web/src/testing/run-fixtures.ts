import type { MyRegistration } from '@runtogether/shared/registrations/registration.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';

/** A valid run in the shared contract's shape, for tests. */
export const testRun = (overrides: Partial<Run> = {}): Run => ({
  id: 7,
  title: 'Saturday Sunrise 5K',
  description: 'An easy loop around the park, coffee afterwards.',
  date: '2030-05-18',
  time: '07:30',
  timezone: 'Europe/Madrid',
  startsAt: '2030-05-18T05:30:00.000Z',
  location: 'Retiro Park',
  address: 'Puerta de Alcalá, Madrid',
  distance: 5,
  pace: 5.5,
  paceCategory: 'intermediate',
  tags: ['social', 'coffee'],
  maxParticipants: 20,
  currentParticipants: 8,
  currentGuests: 0,
  latitude: 40.42,
  longitude: -3.69,
  imageUrl: null,
  whatsappGroupLink: null,
  askToConfirm: false,
  seriesId: null,
  hostId: 'b-1',
  hostName: 'Café Corre',
  hostAvatarUrl: null,
  hostContactInfo: { businessName: 'Café Corre', businessLocation: 'Madrid', phone: null },
  questions: [],
  requireEmergencyContact: false,
  groups: [],
  ...overrides,
});

/** Rita Runner's confirmed registration for run 7, with any field changed. */
export const testRegistration = (overrides: Partial<MyRegistration> = {}): MyRegistration => ({
  id: 40,
  runId: 7,
  userId: 'u-1',
  userName: 'Rita Runner',
  userEmail: 'rita@example.com',
  userPace: 6,
  registeredAt: '2030-05-01T10:00:00.000Z',
  status: 'confirmed',
  groupId: null,
  waitlistPosition: null,
  ...overrides,
});
