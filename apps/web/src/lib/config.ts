import { createContext, useContext } from 'react';
import { publicConfigSchema, type PublicConfig } from '@dugout/shared';

export const ConfigContext = createContext<PublicConfig | null>(null);

/** The run-time configuration from `GET /api/config`, validated at start-up. */
export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside the app providers');
  return config;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Fetches and validates the public configuration; throws a ConfigError listing what is wrong. */
export async function fetchPublicConfig(doFetch: typeof fetch = fetch): Promise<PublicConfig> {
  let response: Response;
  try {
    response = await doFetch('/api/config', { headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    throw new ConfigError(`GET /api/config: ${response.status} ${response.statusText}`.trim());
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError('GET /api/config did not return JSON');
  }
  const parsed = publicConfigSchema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}
