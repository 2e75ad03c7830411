import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventRemindersSchema,
  remindNowResultSchema,
  reminderSettingsUpdateSchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { changeEventReminders, eventReminders, remindNow } from './reminder-settings';

export async function remindersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.uuid('The event id is not valid') });
  // A team manager for their team's events too (reminder-settings.ts asks the access layer).
  const publish = { access: { ability: 'events:publish' as const, forTeams: true as const } };

  // The event form's reminder rows: hours before the start and on/off, per event.
  r.get(
    '/api/event/:id/reminders',
    {
      config: { ...publish, refusals: [404] },
      schema: { params, response: { 200: eventRemindersSchema } },
    },
    async (request) => eventReminders(ctx, currentMember(request), request.params.id),
  );
  r.put(
    '/api/event/:id/reminders',
    {
      config: { ...publish, refusals: [404, 409] },
      schema: {
        params,
        body: reminderSettingsUpdateSchema,
        response: { 200: eventRemindersSchema },
      },
    },
    async (request) =>
      changeEventReminders(ctx, currentMember(request), request.params.id, request.body),
  );

  // "Remind those who have not answered" on the admins' RSVP list.
  r.post(
    '/api/rsvp/event/:id/remind',
    {
      config: { access: { ability: 'rsvp:others', forTeams: true }, refusals: [404, 409] },
      schema: { params, response: { 200: remindNowResultSchema } },
    },
    async (request) => remindNow(ctx, currentMember(request), request.params.id),
  );
}
