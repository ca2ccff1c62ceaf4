// One autocannon run against the running server, reduced to the figures the report needs.
import autocannon, { type RawRequest } from 'autocannon';

export interface LoadOptions {
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  /** Called for every request: path, method, headers and body of that request. */
  next: () => RawRequest;
}

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx (and 304), and connection errors; a benchmark with any is suspect. */
  failures: number;
  statusCodes: Record<string, number>;
}

export async function measure(options: LoadOptions): Promise<Measurement> {
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...options.next() }) }],
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
  );
  const failed = Object.entries(statusCodes)
    .filter(([code]) => !code.startsWith('2') && code !== '304')
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: failed + result.errors,
    statusCodes,
  };
}
