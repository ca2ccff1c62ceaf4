// Demo content for a first start: fictional businesses at real Madrid places, their weekly runs and runners.

export const DEMO_TIMEZONE = 'Europe/Madrid';

/** Every demo user's password (stored argon2id-hashed like any other). */
export const DEMO_PASSWORD = 'runtogether';

/** The log-ins to show on a demo (README, e2e tests): one host and one runner with registrations. */
export const DEMO_ACCOUNTS = {
  host: { email: 'host@runtogether.demo', password: DEMO_PASSWORD, role: 'business' },
  runner: { email: 'runner@runtogether.demo', password: DEMO_PASSWORD, role: 'runner' },
} as const;

export interface DemoPlace {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

export interface DemoRunTemplate {
  title: string;
  description: string;
  /** 0 = Sunday … 6 = Saturday, in Madrid. */
  weekday: number;
  /** Local wall-clock time. */
  time: string;
  /** Weekly (1) or every other week (2). */
  everyWeeks: 1 | 2;
  distanceKm: number;
  paceSecondsPerKm: number;
  /** null = unlimited. */
  maxParticipants: number | null;
  tags: string[];
  meetingPoint: DemoPlace;
  whatsappGroupLink?: string;
}

export interface DemoHost {
  email: string;
  /** The person behind the account. */
  name: string;
  businessName: string;
  businessType: string;
  businessDescription: string;
  businessPhone: string;
  website: string;
  instagram: string;
  place: DemoPlace;
  runs: DemoRunTemplate[];
  posts: { title: string; content: string; daysAgo: number }[];
}

const retiroShop: DemoPlace = {
  name: 'Retiro Running Co.',
  address: "Calle de O'Donnell 10, 28009 Madrid",
  latitude: 40.4222,
  longitude: -3.6776,
};
const puertaDeAlcala: DemoPlace = {
  name: 'Puerta de Alcalá',
  address: 'Plaza de la Independencia, 28001 Madrid',
  latitude: 40.42,
  longitude: -3.6887,
};
const dosDeMayo: DemoPlace = {
  name: 'Plaza del Dos de Mayo',
  address: 'Plaza del Dos de Mayo 4, 28004 Madrid',
  latitude: 40.4268,
  longitude: -3.7047,
};
const chamberiGym: DemoPlace = {
  name: 'Chamberí Strength Lab',
  address: 'Plaza de Chamberí 6, 28010 Madrid',
  latitude: 40.4337,
  longitude: -3.7035,
};
const parqueSantander: DemoPlace = {
  name: 'Parque de Santander running track',
  address: 'Calle de Santander 5, 28003 Madrid',
  latitude: 40.4425,
  longitude: -3.711,
};
const lagoCasaDeCampo: DemoPlace = {
  name: 'Lago de la Casa de Campo',
  address: 'Paseo de la Puerta del Ángel 1, 28011 Madrid',
  latitude: 40.4196,
  longitude: -3.7359,
};
const matadero: DemoPlace = {
  name: 'Matadero Madrid',
  address: 'Paseo de la Chopera 14, 28045 Madrid',
  latitude: 40.3917,
  longitude: -3.6979,
};
const puenteDeToledo: DemoPlace = {
  name: 'Puente de Toledo, Madrid Río',
  address: 'Glorieta de las Pirámides, 28005 Madrid',
  latitude: 40.4027,
  longitude: -3.7171,
};
const temploDeDebod: DemoPlace = {
  name: 'Templo de Debod',
  address: 'Calle de Ferraz 1, 28008 Madrid',
  latitude: 40.424,
  longitude: -3.7177,
};
const rosaleda: DemoPlace = {
  name: 'Rosaleda del Parque del Oeste',
  address: 'Paseo del Pintor Rosales 2, 28008 Madrid',
  latitude: 40.4293,
  longitude: -3.7236,
};

export const DEMO_HOSTS: DemoHost[] = [
  {
    email: DEMO_ACCOUNTS.host.email,
    name: 'Marta Ruiz',
    businessName: 'Retiro Running Co.',
    businessType: 'Running shop',
    businessDescription:
      'Independent running shop two minutes from El Retiro. Gait analysis, trail and road shoes, and free group runs every week for every pace.',
    businessPhone: '+34 910 000 101',
    website: 'https://retirorunning.example',
    instagram: 'https://www.instagram.com/retirorunning.demo',
    place: retiroShop,
    runs: [
      {
        title: 'Retiro Sunrise 5K',
        description:
          'An easy loop around El Retiro before work. We start at Puerta de Alcalá, pass the Estanque Grande and finish with stretching by the shop.',
        weekday: 2,
        time: '07:00',
        everyWeeks: 1,
        distanceKm: 5,
        paceSecondsPerKm: 330,
        maxParticipants: 25,
        tags: ['social', 'beginner-friendly'],
        meetingPoint: puertaDeAlcala,
      },
      {
        title: 'Sunday Long Run: Retiro to Madrid Río',
        description:
          'Our weekly long run: from the shop through El Retiro, down to Madrid Río and back along the river. Water stop at kilometre 9.',
        weekday: 0,
        time: '08:30',
        everyWeeks: 2,
        distanceKm: 18,
        paceSecondsPerKm: 360,
        maxParticipants: null,
        tags: ['long run', 'social'],
        meetingPoint: retiroShop,
        whatsappGroupLink: 'https://chat.whatsapp.com/DemoRetiroLongRun01',
      },
    ],
    posts: [
      {
        title: 'New trail shoes in store',
        content:
          'The new season of trail shoes has arrived. Come by after Tuesday’s sunrise run to try a pair.',
        daysAgo: 3,
      },
      {
        title: 'Thank you, sunrise crew!',
        content: 'Forty of you braved the cold last week. Coffee is on us after the next run.',
        daysAgo: 12,
      },
    ],
  },
  {
    email: 'hola@cafedosdemayo.demo',
    name: 'Javier Moreno',
    businessName: 'Café Dos de Mayo',
    businessType: 'Café',
    businessDescription:
      'Neighbourhood specialty coffee bar in the heart of Malasaña. We run first and talk over a flat white after.',
    businessPhone: '+34 910 000 202',
    website: 'https://cafedosdemayo.example',
    instagram: 'https://www.instagram.com/cafedosdemayo.demo',
    place: dosDeMayo,
    runs: [
      {
        title: 'Coffee Run Malasaña',
        description:
          'A relaxed run through Conde Duque to Parque del Oeste and back, then coffee at the café. Nobody gets left behind.',
        weekday: 6,
        time: '09:00',
        everyWeeks: 1,
        distanceKm: 6,
        paceSecondsPerKm: 390,
        maxParticipants: 12,
        tags: ['social', 'coffee', 'beginner-friendly'],
        meetingPoint: dosDeMayo,
        whatsappGroupLink: 'https://chat.whatsapp.com/DemoCoffeeRunMalasana',
      },
      {
        title: 'Thursday Night Easy 8K',
        description:
          'Easy conversational pace through the old town after work. Head torches welcome in winter; decaf waiting at the end.',
        weekday: 4,
        time: '19:00',
        everyWeeks: 2,
        distanceKm: 8,
        paceSecondsPerKm: 420,
        maxParticipants: null,
        tags: ['social', 'coffee'],
        meetingPoint: dosDeMayo,
      },
    ],
    posts: [
      {
        title: 'Saturday coffee run is back',
        content: 'Same route, same pace, new seasonal beans. Twelve spots, so sign up early.',
        daysAgo: 5,
      },
    ],
  },
  {
    email: 'team@chamberistrength.demo',
    name: 'Elena Navarro',
    businessName: 'Chamberí Strength Lab',
    businessType: 'Gym',
    businessDescription:
      'Strength and conditioning gym for runners in Chamberí. Track sessions on Wednesdays, tempo on Fridays, coaching all week.',
    businessPhone: '+34 910 000 303',
    website: 'https://chamberistrength.example',
    instagram: 'https://www.instagram.com/chamberistrength.demo',
    place: chamberiGym,
    runs: [
      {
        title: 'Track Intervals at Parque Santander',
        description:
          'Warm-up, 6 × 800 m at 10K pace with 400 m jog recoveries, cool-down. Coaches time every rep.',
        weekday: 3,
        time: '19:00',
        everyWeeks: 2,
        distanceKm: 6,
        paceSecondsPerKm: 270,
        maxParticipants: 15,
        tags: ['tempo', 'intervals'],
        meetingPoint: parqueSantander,
      },
      {
        title: 'Friday Tempo 10K',
        description:
          'Steady tempo run from the gym along Castellana and back. Aim for comfortably hard; groups for 4:40 and 5:00.',
        weekday: 5,
        time: '07:00',
        everyWeeks: 2,
        distanceKm: 10,
        paceSecondsPerKm: 290,
        maxParticipants: 20,
        tags: ['tempo'],
        meetingPoint: chamberiGym,
      },
    ],
    posts: [
      {
        title: 'Strength for runners: new class',
        content:
          'Thirty minutes of hips, glutes and core on Mondays at 19:00. Free for anyone who joins a run.',
        daysAgo: 8,
      },
    ],
  },
  {
    email: 'club@corredorescasadecampo.demo',
    name: 'Pablo Iglesias Vidal',
    businessName: 'Club Corredores Casa de Campo',
    businessType: 'Running club',
    businessDescription:
      'Volunteer-run trail club at Casa de Campo, Madrid’s biggest park. Dirt paths, pine woods and hills since 1998.',
    businessPhone: '+34 910 000 404',
    website: 'https://corredorescasadecampo.example',
    instagram: 'https://www.instagram.com/corredorescasadecampo.demo',
    place: lagoCasaDeCampo,
    runs: [
      {
        title: 'Casa de Campo Trail 12K',
        description:
          'Trail loop from the lake up to the Cerro Garabitas viewpoint and back through the pines. Trail shoes recommended.',
        weekday: 6,
        time: '08:30',
        everyWeeks: 2,
        distanceKm: 12,
        paceSecondsPerKm: 400,
        maxParticipants: null,
        tags: ['trail', 'social'],
        meetingPoint: lagoCasaDeCampo,
        whatsappGroupLink: 'https://chat.whatsapp.com/DemoCasaDeCampoTrail',
      },
      {
        title: 'Half Marathon Prep 21K',
        description:
          'Race-specific long run for spring half marathons: the last 5 km at goal pace. Pacers for 1:50 and 1:55.',
        weekday: 0,
        time: '08:00',
        everyWeeks: 2,
        distanceKm: 21,
        paceSecondsPerKm: 320,
        maxParticipants: 30,
        tags: ['long run', 'tempo'],
        meetingPoint: lagoCasaDeCampo,
      },
    ],
    posts: [
      {
        title: 'Trail conditions',
        content:
          'The paths around Garabitas are muddy after the rain. Expect the trail loop to be a little slower.',
        daysAgo: 2,
      },
    ],
  },
  {
    email: 'hello@madridriorunclub.demo',
    name: 'Sofía Castro',
    businessName: 'Madrid Río Run Club',
    businessType: 'Run club',
    businessDescription:
      'Free community run club along the Manzanares. Flat, car-free paths and a run for every level, starting at Matadero.',
    businessPhone: '+34 910 000 505',
    website: 'https://madridriorunclub.example',
    instagram: 'https://www.instagram.com/madridriorunclub.demo',
    place: matadero,
    runs: [
      {
        title: 'Madrid Río Evening 10K',
        description:
          'Out along the river to Puente del Rey and back to Matadero. Steady pace, flat and lit all the way.',
        weekday: 1,
        time: '19:00',
        everyWeeks: 2,
        distanceKm: 10,
        paceSecondsPerKm: 345,
        maxParticipants: null,
        tags: ['social'],
        meetingPoint: matadero,
      },
      {
        title: 'Beginners 3K Walk-Run',
        description:
          'Your first group run: one minute running, one minute walking, from Puente de Toledo along the river.',
        weekday: 3,
        time: '19:30',
        everyWeeks: 2,
        distanceKm: 3,
        paceSecondsPerKm: 450,
        maxParticipants: 10,
        tags: ['beginner-friendly', 'social'],
        meetingPoint: puenteDeToledo,
      },
    ],
    posts: [
      {
        title: 'Welcome, new runners',
        content: 'Twelve people ran their first 3K with us this month. See you on Wednesday!',
        daysAgo: 6,
      },
    ],
  },
  {
    email: 'run@templocoffee.demo',
    name: 'Lucas Ortega',
    businessName: 'Templo Coffee & Run',
    businessType: 'Coffee shop',
    businessDescription:
      'Coffee shop next to the Templo de Debod. Sunset runs through Parque del Oeste and hill repeats at the Rosaleda.',
    businessPhone: '+34 910 000 606',
    website: 'https://templocoffee.example',
    instagram: 'https://www.instagram.com/templocoffee.demo',
    place: temploDeDebod,
    runs: [
      {
        title: 'Sunset Run at Templo de Debod',
        description:
          'Loop through Parque del Oeste timed for the sunset over Casa de Campo, finishing at the temple viewpoint.',
        weekday: 4,
        time: '18:30',
        everyWeeks: 2,
        distanceKm: 7,
        paceSecondsPerKm: 375,
        maxParticipants: 20,
        tags: ['social', 'coffee'],
        meetingPoint: temploDeDebod,
        whatsappGroupLink: 'https://chat.whatsapp.com/DemoTemploSunsetRun',
      },
      {
        title: 'Parque del Oeste Hills',
        description:
          'Hill repeats on the Rosaleda slope: 8 × 200 m uphill, easy jog down. Strong legs for the spring races.',
        weekday: 6,
        time: '08:00',
        everyWeeks: 2,
        distanceKm: 9,
        paceSecondsPerKm: 315,
        maxParticipants: 16,
        tags: ['hills', 'tempo'],
        meetingPoint: rosaleda,
      },
    ],
    posts: [
      {
        title: 'Sunset times',
        content:
          'Sunset is early now, so the Thursday run starts at 18:30. Bring a light layer for the coffee after.',
        daysAgo: 4,
      },
    ],
  },
];

/** Runners; the first one is the demo runner log-in. */
export const DEMO_RUNNERS: { name: string; email: string }[] = [
  { name: 'Lucía Fernández', email: DEMO_ACCOUNTS.runner.email },
  ...[
    'Daniel Gómez',
    'Carmen López',
    'Alejandro Martín',
    'Laura Sánchez',
    'Miguel Pérez',
    'Paula Romero',
    'David Jiménez',
    'María Álvarez',
    'Sergio Torres',
    'Ana Domínguez',
    'Jorge Vázquez',
    'Irene Ramos',
    'Carlos Gil',
    'Cristina Serrano',
    'Adrián Molina',
    'Marina Blanco',
    'Raúl Suárez',
    'Nerea Ortiz',
    'Iván Delgado',
    'Sara Rubio',
    'Álvaro Marín',
    'Claudia Sanz',
    'Rubén Núñez',
    'Andrea Iglesias',
    'Hugo Medina',
    'Alba Garrido',
    'Diego Cortés',
    'Noelia Castillo',
    'Tomás Lozano',
  ].map((name) => ({ name, email: `${emailLocalPart(name)}@runtogether.demo` })),
];

function emailLocalPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');
}
