import { z } from 'zod';

/** Every 4xx and 5xx the API answers carries this body (spec §8 reads `message`). */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
