import { z } from 'zod';

/** The search answer's shape, checked before it is sent or kept. */
export const linkSchema = z.object({
  id: z.number(),
  linkName: z.string(),
  url: z.string(),
  viewablePermissions: z.array(z.string()),
});
export const resultsSchema = z.object({
  content: z.array(
    z.object({ id: z.string(), description: z.string(), blobUrlAccessible: z.string() }),
  ),
  contacts: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      relationToPlayer: z.string().nullable(),
      relatedPlayer: z.object({ name: z.string().nullable() }),
      alternateDescription: z.string().nullable(),
      hideContactFromOthers: z.boolean(),
    }),
  ),
  searchableLinks: z.array(linkSchema),
  events: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      date: z.string().nullable(),
    }),
  ),
});
