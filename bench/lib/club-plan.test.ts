import { describe, expect, it } from 'vitest';
import { CLUB, clubPlan, scaledSize } from './club-plan';

const today = new Date('2027-04-10T12:00:00Z');
const tiny = { teams: 3, households: 10, contacts: 60, events: 30 };
const none = { teams: 0, households: 0, contacts: 0, events: 0 };

describe('the bench club plan', () => {
  it('makes the club the size asks for, on top of what exists', () => {
    const plan = clubPlan(tiny, { teams: 1, households: 2, contacts: 5, events: 4 }, today);
    expect(plan.newTeams).toHaveLength(2);
    expect(plan.households).toHaveLength(8);
    expect(plan.contacts).toHaveLength(55);
    expect(plan.events).toHaveLength(26);
    expect(new Set(plan.contacts.map((c) => c.id)).size).toBe(55);
    // Every other family has children on two different teams.
    const teamsOf = new Map<number, Set<number>>();
    for (const m of plan.householdMembers.filter((m) => m.role === 'player')) {
      const team = plan.teamMembers.find((t) => t.contactId === m.contactId)!.team;
      teamsOf.set(m.household, (teamsOf.get(m.household) ?? new Set()).add(team));
    }
    expect([...teamsOf.values()].map((s) => s.size)).toEqual([1, 2, 1, 2, 1, 2, 1, 2]);
    expect(plan.twoTeamGuardians.length).toBeGreaterThanOrEqual(4);
    // Each team: two coaches and a manager.
    expect(plan.teamMembers.filter((m) => m.role === 'manager').map((m) => m.team)).toEqual([
      0, 1, 2,
    ]);
  });

  it('is the same club every time', () => {
    const a = clubPlan(tiny, none, today);
    const b = clubPlan(tiny, none, today);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.rsvps.length).toBeGreaterThan(0);
  });

  it('is fictional: .test addresses, 555-01xx phones', () => {
    const plan = clubPlan(tiny, none, today);
    const emails = plan.contacts.flatMap((c) => (c.email ? [c.email] : []));
    const phones = plan.contacts.flatMap((c) => (c.phone ? [c.phone] : []));
    expect(emails.length).toBeGreaterThan(20);
    expect(emails.filter((e) => !/^club\d+@bench\.test$/.test(e))).toEqual([]);
    expect(new Set(emails).size).toBe(emails.length);
    expect(phones.filter((p) => !/^\+155555501\d\d$/.test(p))).toEqual([]);
  });

  it('answers only for events of the teams the players are on, up to two weeks ahead', () => {
    const plan = clubPlan(tiny, none, today);
    const teamOf = new Map(plan.teamMembers.map((m) => [m.contactId, m.team]));
    const eventOf = new Map(plan.events.map((e) => [e.id, e]));
    const strays = plan.rsvps.filter((r) => {
      const e = eventOf.get(r.eventId)!;
      return (
        !e.teams.includes(teamOf.get(r.contactId)!) ||
        e.date.getTime() > today.getTime() + 14 * 86_400_000
      );
    });
    expect(strays).toEqual([]);
    expect(plan.events.filter((e) => e.teams.length === 0).length).toBe(3);
  });

  it('scales down in the same shape and refuses too few contacts', () => {
    expect(scaledSize(CLUB, 0.1)).toEqual({ teams: 12, households: 70, contacts: 516, events: 60 });
    expect(scaledSize(CLUB, 1)).toBe(CLUB);
    expect(() => clubPlan({ ...tiny, contacts: 20 }, none, today)).toThrow(/too few/);
  });
});
