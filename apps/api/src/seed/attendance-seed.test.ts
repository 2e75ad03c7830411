import { describe, expect, it } from 'vitest';
import type { EventAvailability, EventSummary, MyAttendance, TeamAttendance } from '@dugout/shared';
import { testAppForFile } from '../testing/test-app';
import { seedAttendance } from './attendance-seed';

const t = testAppForFile();

const get = async <T>(who: string, url: string) => {
  const res = await t.injectAs(who, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe("the demo's availability and attendance", () => {
  it('answers on the 12U game, two past events recorded, the family sees its own', async () => {
    const events = await get<EventSummary[]>('staff', '/api/event/getall');
    const game = events.find((e) => e.name === '12U Game')!;
    const availability = await get<EventAvailability>(
      'staff',
      `/api/event/${game.id}/availability`,
    );
    const counts = availability.counts!;
    expect(counts.available).toBeGreaterThan(0);
    expect(counts.unavailable).toBeGreaterThan(0);
    // Mia (Fiona's) is left for her family to answer.
    expect(counts.unknown).toBeGreaterThan(0);
    const twelve = game.teams![0]!;
    const report = await get<TeamAttendance>('staff', `/api/teams/${twelve}/attendance`);
    expect(report.gamesRecorded + report.practicesRecorded).toBe(2);
    const mine = await get<MyAttendance>('family', '/api/attendance/mine');
    expect(mine.players.map((p) => p.gamesRecorded + p.practicesRecorded)).toEqual(
      mine.players.map(() => 2),
    );
    expect(mine.players.length).toBeGreaterThan(0);
    // Seeded again (a demo folder's next start), nothing is doubled.
    await seedAttendance(t.database.db);
    const again = await get<TeamAttendance>('staff', `/api/teams/${twelve}/attendance`);
    expect(again).toEqual(report);
  });
});
