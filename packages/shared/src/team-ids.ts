import { z } from 'zod';
import { MAX_DB_INT } from './constants';

/*
 * The teams an item names, in a file of its own: content and pinned posts read it, and teams.ts
 * reads contacts.ts, which reads content.ts (an import cycle otherwise).
 */

/** Active teams a club may have; a team that did not continue into a season is not counted. */
export const TEAMS_MAX = 50;

/**
 * The teams an item is for (content, pinned posts; beyond the spec's fields): none, club-wide;
 * each once.
 */
export const teamIdsSchema = z
  .array(z.number().int().positive().max(MAX_DB_INT))
  .max(TEAMS_MAX)
  .transform((ids) => [...new Set(ids)]);
