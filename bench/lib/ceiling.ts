import { load, type LoadResult } from './load';
import { CONNECTIONS, DURATION, WARM_UP_S } from './run-settings';

/** A read (or write) the bench loads, and who sends it in turn. */
export interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  as: { token: string; body?: unknown }[];
}

export interface AgainstCeiling {
  real: LoadResult;
  ceiling: LoadResult;
  bytes: number;
}

/**
 * One endpoint's load beside its ceiling: the real body is fetched once and stored in the bench
 * server's ceiling route (ceiling-routes.ts), then the same autocannon load runs against the real
 * endpoint and against the same bytes from memory, so the ratio shows what the database and the
 * rules cost over the stack itself.
 */
export async function againstCeiling(serverUrl: string, ep: Endpoint): Promise<AgainstCeiling> {
  const first = ep.as[ep.as.length - 1]!;
  const res = await fetch(serverUrl + ep.path, {
    method: ep.method,
    headers: {
      authorization: `Bearer ${first.token}`,
      ...(first.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(first.body ? { body: JSON.stringify(first.body) } : {}),
  });
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${ep.path}: ${res.status} ${body.toString().slice(0, 300)}`);
  await fetch(`${serverUrl}/api/__bench/ceiling/${ep.name}`, { method: 'PUT', body });
  const real = await load({
    url: serverUrl + ep.path,
    method: ep.method,
    as: ep.as,
    durationS: DURATION,
    warmUpS: WARM_UP_S,
    connections: CONNECTIONS,
  });
  const ceiling = await load({
    url: `${serverUrl}/api/__bench/ceiling/${ep.name}`,
    durationS: DURATION,
    warmUpS: WARM_UP_S,
    connections: CONNECTIONS,
  });
  return { real, ceiling, bytes: body.length };
}
