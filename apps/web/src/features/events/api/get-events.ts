/** GET /api/event/getall lives in lib (the home page reads it too): one fetcher, one key. */
export { eventsInRangeQuery, useEventsInRange, useScheduleEvents } from '../../../lib/api/events';
