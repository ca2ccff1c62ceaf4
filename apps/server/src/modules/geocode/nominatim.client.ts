// Talks to Nominatim (docs/product.md §7 "Direct external calls"), now from the server: a fixed host from the
// configuration, an identifying User-Agent, at most one request per second, and a timeout.
import { z } from 'zod';
import { createRequestSpacer, type RequestSpacer } from './request-spacer';

export interface NominatimOptions {
  /** NOMINATIM_URL; requests only ever go to this host. */
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
  minIntervalMs: number;
  /** Shared spacing (Redis) for several instances; by default this process spaces its own requests. */
  spacer?: RequestSpacer;
}

export interface Place {
  latitude: number;
  longitude: number;
  displayName: string;
}

/** Upstream did not answer in time ('timeout') or answered something unusable ('failed'). */
export class GeocoderError extends Error {
  override readonly name = 'GeocoderError';
  constructor(
    readonly kind: 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

const searchResponse = z.array(
  z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string() }),
);
const reverseResponse = z.object({
  display_name: z.string().optional(),
  address: z.record(z.string(), z.string()).optional(),
});

export type Geocoder = ReturnType<typeof createNominatimClient>;

export function createNominatimClient(options: NominatimOptions) {
  const spacer = options.spacer ?? createRequestSpacer(options.minIntervalMs);

  async function getJson(path: string, params: Record<string, string>): Promise<unknown> {
    // Waiting in line counts against the same budget: a long queue answers "timed out" rather than hang.
    if (!(await spacer.waitForSlot(options.timeoutMs))) {
      throw new GeocoderError('timeout', 'too many geocoding requests queued');
    }
    const url = new URL(`${options.baseUrl}/${path}`);
    url.search = new URLSearchParams({ format: 'json', addressdetails: '1', ...params }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new GeocoderError(
        timedOut ? 'timeout' : 'failed',
        `Geocoding service unreachable: ${String(error)}`,
      );
    }
    if (!response.ok) throw new GeocoderError('failed', `Geocoding service error: ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new GeocoderError('failed', 'Geocoding service sent invalid JSON');
    }
  }

  return {
    /** The best match for an address, or null when there is none. */
    async search(query: string): Promise<Place | null> {
      const parsed = searchResponse.safeParse(await getJson('search', { q: query, limit: '1' }));
      if (!parsed.success) throw new GeocoderError('failed', 'Geocoding service sent an unexpected answer');
      const first = parsed.data[0];
      return first ? { latitude: first.lat, longitude: first.lon, displayName: first.display_name } : null;
    },

    /** A readable name for a point, or null when the service knows none. */
    async reverse(latitude: number, longitude: number): Promise<string | null> {
      const parsed = reverseResponse.safeParse(
        await getJson('reverse', { lat: String(latitude), lon: String(longitude) }),
      );
      if (!parsed.success) throw new GeocoderError('failed', 'Geocoding service sent an unexpected answer');
      return parsed.data.display_name ?? nameFromAddress(parsed.data.address) ?? null;
    },
  };
}

/** House number and road, then the locality, region and country; the fields Nominatim returns vary. */
function nameFromAddress(address: Record<string, string> | undefined): string | undefined {
  if (!address) return undefined;
  const street = [address.house_number, address.road].filter(Boolean).join(' ');
  const parts = [street, address.city ?? address.town ?? address.village, address.state, address.country];
  const name = parts.filter(Boolean).join(', ');
  return name || undefined;
}
