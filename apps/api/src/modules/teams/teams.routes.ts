import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allTeamsSchema,
  myTeamsSchema,
  teamFamiliesSchema,
  teamInputSchema,
  teamListSchema,
  teamMembersInputSchema,
  teamMembersSchema,
  teamDetailSchema,
} from '@dugout/shared';
import { assertActsForTeam } from '../../platform/access/team-managers';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { refuseInvalidRequests } from '../../platform/field-input-error';
import { serialIdParams } from '../../platform/route-schemas';
import {
  createTeam,
  listAllTeams,
  listMyTeams,
  readTeamFamilies,
  listTeamsWithState,
  readTeamMembers,
  renameTeam,
  setTeamMembers,
  teamInputError,
} from './teams.service';

/** The club's admins create teams, rename them and set who is on them. */
const manage = { access: { ability: 'teams:manage' as const } };

const assertValid = refuseInvalidRequests(teamInputError);

/** Teams: their names read by every member (labels, filters); managed by the club's admins. */
export async function teamsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/teams',
    { config: { access: 'member' }, schema: { response: { 200: teamListSchema } } },
    async () => listAllTeams(ctx.db),
  );

  r.get(
    '/api/teams/all',
    { config: { access: 'member' }, schema: { response: { 200: allTeamsSchema } } },
    async () => listTeamsWithState(ctx.db),
  );

  r.get(
    '/api/teams/mine',
    { config: { access: 'member' }, schema: { response: { 200: myTeamsSchema } } },
    async (request) => listMyTeams(ctx.db, currentMember(request)),
  );

  r.post(
    '/api/teams',
    {
      // 409: the name is taken, or the club has as many teams as it may.
      config: { ...manage, refusals: [409] },
      attachValidation: true,
      schema: { body: teamInputSchema, response: { 201: teamDetailSchema } },
    },
    async (request, reply) => {
      assertValid(request);
      return reply.status(201).send(await createTeam(ctx, currentMember(request), request.body));
    },
  );

  r.put(
    '/api/teams/:id',
    {
      config: { ...manage, refusals: [404, 409] },
      attachValidation: true,
      schema: {
        params: serialIdParams,
        body: teamInputSchema,
        response: { 200: teamDetailSchema },
      },
    },
    async (request) => {
      assertValid(request);
      return renameTeam(ctx, currentMember(request), request.params.id, request.body);
    },
  );

  r.get(
    '/api/teams/:id/members',
    {
      config: { ...manage, refusals: [404] },
      attachValidation: true,
      schema: { params: serialIdParams, response: { 200: teamMembersSchema } },
    },
    async (request) => {
      assertValid(request);
      return readTeamMembers(ctx.db, request.params.id);
    },
  );

  // Whom a message to the team's families goes to: its manager (messages composer) or an admin.
  r.get(
    '/api/teams/:id/families',
    {
      config: { access: { ability: 'messaging:send', forTeams: true }, refusals: [404] },
      attachValidation: true,
      schema: { params: serialIdParams, response: { 200: teamFamiliesSchema } },
    },
    async (request) => {
      assertValid(request);
      assertActsForTeam(currentMember(request), 'messaging:send', request.params.id);
      return readTeamFamilies(ctx.db, request.params.id);
    },
  );

  r.put(
    '/api/teams/:id/members',
    {
      config: { ...manage, refusals: [404] },
      attachValidation: true,
      schema: {
        params: serialIdParams,
        body: teamMembersInputSchema,
        response: { 200: teamMembersSchema },
      },
    },
    async (request) => {
      assertValid(request);
      return setTeamMembers(ctx, currentMember(request), request.params.id, request.body);
    },
  );
}
