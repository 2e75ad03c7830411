import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendanceInputSchema,
  attendanceSeasonQuerySchema,
  eventAttendanceSchema,
  eventAvailabilitySchema,
  myAttendanceSchema,
  teamAttendanceSchema,
  ruleMessage,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { requestLanguage } from '../../platform/i18n/language';
import { serialIdParams, textAnswer } from '../../platform/route-schemas';
import {
  eventAttendance,
  eventAvailability,
  myAttendance,
  recordAttendance,
  teamAttendance,
  teamAttendanceCsv,
} from './attendance.service';

/** Admins, and team managers for the events (or the team) of theirs (checked per event/team). */
const manage = { access: { ability: 'events:publish' as const, forTeams: true as const } };
const eventParams = z.object({ id: z.uuid(ruleMessage('eventIdInvalid')) });

/**
 * Players' availability for games and practices (their RSVPs read per player), attendance taken
 * after the event, and a season's attendance per player and team.
 */
export async function attendanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/event/:id/availability',
    {
      config: { access: 'member', refusals: [404] },
      schema: { params: eventParams, response: { 200: eventAvailabilitySchema } },
    },
    async (request) =>
      eventAvailability(ctx, currentMember(request), request.params.id, new Date()),
  );

  r.get(
    '/api/event/:id/attendance',
    {
      config: { ...manage, refusals: [404] },
      schema: { params: eventParams, response: { 200: eventAttendanceSchema } },
    },
    async (request) => eventAttendance(ctx, currentMember(request), request.params.id),
  );

  r.put(
    '/api/event/:id/attendance',
    {
      // 409: not a game or practice, not started yet, or a past season's event.
      config: { ...manage, refusals: [404, 409] },
      schema: {
        params: eventParams,
        body: attendanceInputSchema,
        response: { 200: z.object({ present: z.number().int(), absent: z.number().int() }) },
      },
    },
    async (request) =>
      recordAttendance(
        ctx,
        currentMember(request),
        request.params.id,
        request.body.present,
        new Date(),
      ),
  );

  r.get(
    '/api/teams/:id/attendance',
    {
      config: { ...manage, refusals: [404] },
      schema: {
        params: serialIdParams,
        querystring: attendanceSeasonQuerySchema,
        response: { 200: teamAttendanceSchema },
      },
    },
    async (request) => {
      const report = await teamAttendance(
        ctx,
        currentMember(request),
        request.params.id,
        request.query.season,
      );
      const { teamName: _name, seasonName: _season, ...answer } = report;
      return answer;
    },
  );

  r.get(
    '/api/teams/:id/attendance/csv',
    {
      config: { ...manage, refusals: [404] },
      schema: {
        params: serialIdParams,
        querystring: attendanceSeasonQuerySchema,
        ...textAnswer('text/csv', "A team's attendance over a season as CSV"),
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await teamAttendanceCsv(
        ctx,
        currentMember(request),
        request.params.id,
        request.query.season,
        requestLanguage(request),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  r.get(
    '/api/attendance/mine',
    { config: { access: 'member' }, schema: { response: { 200: myAttendanceSchema } } },
    async (request) => myAttendance(ctx, currentMember(request)),
  );
}
