import { describe, expect, it } from 'vitest';
import { eventCalls } from '../../testing/event-calls';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

const { teams, save, listed } = eventCalls(t, 'from=2035-05-01&to=2035-06-01');

describe('the schedule of a club with two teams', () => {
  it("lists an event's teams beside it, and nothing beside a club-wide one", async () => {
    const u12 = (await teams()).find((team) => team.shortName === '12U')!.id;
    await save({ name: '12U Game in May', date: '2035-05-10T22:00:00Z', teams: [u12] });
    await save({ name: 'Club picnic in May', date: '2035-05-11T22:00:00Z' });

    // Fiona's family reaches both teams: one merged list, the 12U game marked.
    const byName = new Map((await listed('family')).map((e) => [e.name, e]));
    expect(byName.get('12U Game in May')?.teams).toEqual([u12]);
    expect(byName.get('Club picnic in May')).toBeDefined();
    expect(byName.get('Club picnic in May')).not.toHaveProperty('teams');
  });
});
