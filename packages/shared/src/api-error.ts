import { z } from 'zod';

/** Every 4xx and 5xx the API answers carries this body; clients show its `message`. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * The error body of the calls that answer `{ data, error }` (the event calls): the usual body,
 * plus `data: null` and `error` repeating `message`, so a client reading either shape finds the
 * failure.
 */
export const resultErrorBodySchema = apiErrorBodySchema.extend({
  data: z.null(),
  error: z.string(),
});
export type ResultErrorBody = z.infer<typeof resultErrorBodySchema>;
