import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context';
import { blobRoutes } from './blob/blob.routes';
import { configRoutes } from './config/config.routes';
import { termsRoutes } from './config/terms.routes';
import { contactsRoutes } from './contacts/contacts.routes';
import { healthRoutes } from './health/health.routes';
import { meRoutes } from './me/me.routes';
import { eventsRoutes } from './events/events.routes';
import { rsvpRoutes } from './rsvp/rsvp.routes';
import { messagingRoutes } from './messaging/messaging.routes';
import { formsRoutes } from './forms/forms.routes';
import { adminRoutes } from './admin/admin.routes';
import { searchRoutes } from './search/search.routes';
import { contentRoutes } from './content/content.routes';
import { pinnedRoutes } from './pinned';
import { venuesRoutes } from './venues';
import { teamsRoutes } from './teams';
import { attendanceRoutes } from './attendance';
import {
  conversationFollowsRoutes,
  conversationReadsRoutes,
  conversationsRoutes,
} from './conversations';
import { dutiesRoutes, dutyTemplatesRoutes } from './duties';
import { rideReplyHandler, ridesRoutes } from './rides';
import { photosRoutes } from './photos';
import { seasonsRoutes } from './seasons';
import { scheduleImportRoutes } from './schedule-import';
import { householdsRoutes } from './households';
import { smsInboundRoutes } from './sms-inbound';
import { reminderReplyHandler, remindersRoutes } from './reminders';
import { preferencesRoutes, unsubscribeRoutes } from './notices';
import { pushRoutes } from './push';
import { textsInboxHandler, textsInboxRoutes } from './texts-inbox';
import { phoneVerificationRoutes } from './phone-verification';

export type ModuleRoutes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Every module's routes, registered in this order under the one auth gate. */
export const modules: ModuleRoutes[] = [
  healthRoutes,
  configRoutes,
  termsRoutes,
  meRoutes,
  blobRoutes,
  contactsRoutes,
  messagingRoutes,
  formsRoutes,
  adminRoutes,
  searchRoutes,
  eventsRoutes,
  rsvpRoutes,
  contentRoutes,
  pinnedRoutes,
  venuesRoutes,
  teamsRoutes,
  dutiesRoutes,
  attendanceRoutes,
  conversationsRoutes,
  conversationFollowsRoutes,
  conversationReadsRoutes,
  dutyTemplatesRoutes,
  ridesRoutes,
  photosRoutes,
  seasonsRoutes,
  scheduleImportRoutes,
  householdsRoutes,
  preferencesRoutes,
  // Y/N answers to reminders first, then "C" to a ride's confirmation; a text neither they nor
  // the keywords take goes to the inbox.
  (app, ctx) =>
    smsInboundRoutes(app, ctx, [reminderReplyHandler, rideReplyHandler, textsInboxHandler]),
  textsInboxRoutes,
  unsubscribeRoutes,
  pushRoutes,
  remindersRoutes,
  phoneVerificationRoutes,
];
