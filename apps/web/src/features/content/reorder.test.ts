import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@dugout/shared';
import { flatOrder, groupByCategory, reorder } from './reorder';
import { matchesContact } from '../../components/recipient-picker/recipient-picker';

const item = (
  id: string,
  sortOrder: number,
  category: ContentItem['category'] = 'Key Contacts',
): ContentItem => ({
  id,
  description: id,
  fileType: 'pdf',
  contentType: 'application/pdf',
  tags: [],
  category,
  isFeatured: false,
  isBanner: false,
  sortOrder,
  allowedAffiliations: [],
  blobUrlAccessible: `/api/blob/${id}`,
  thumbnailUrl: null,
  displayUrl: null,
});

describe('reorder', () => {
  const list = [item('a', 1), item('b', 2), item('c', 3), item('d', 4)];

  it('does nothing for a drop outside the list or on the same place', () => {
    expect(reorder(list, 'a', null)).toBeNull();
    expect(reorder(list, 'a', 'a')).toBeNull();
    expect(reorder(list, 'a', 'zz')).toBeNull();
  });

  it('moves the item, renumbers from 1 and returns only the changed values', () => {
    const result = reorder(list, 'd', 'b')!;
    expect(result.list.map((c) => c.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(result.list.map((c) => c.sortOrder)).toEqual([1, 2, 3, 4]);
    expect(result.changes).toEqual([
      { id: 'd', sortOrder: 2 },
      { id: 'b', sortOrder: 3 },
      { id: 'c', sortOrder: 4 },
    ]);
  });

  it('renumbers a list that did not start at 1', () => {
    const gappy = [item('a', 5), item('b', 9)];
    expect(reorder(gappy, 'b', 'a')!.changes).toEqual([
      { id: 'b', sortOrder: 1 },
      { id: 'a', sortOrder: 2 },
    ]);
  });
});

describe('grouping', () => {
  it('groups in the spec category order, each by sortOrder', () => {
    const groups = groupByCategory([
      item('m', 1, 'Medical Resources'),
      item('e2', 2, 'Events & Announcements'),
      item('e1', 1, 'Events & Announcements'),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Events & Announcements', 'Medical Resources']);
    expect(groups[0]!.items.map((c) => c.id)).toEqual(['e1', 'e2']);
  });

  it('orders the show-all list by sortOrder, ties by category', () => {
    expect(
      flatOrder([
        item('m', 1, 'Medical Resources'),
        item('e', 1, 'Events & Announcements'),
        item('k', 0),
      ]).map((c) => c.id),
    ).toEqual(['k', 'e', 'm']);
  });
});

describe('contact search', () => {
  const fiona = { firstName: 'Fiona', lastName: 'Family' };
  it('matches first or last name by case-insensitive substring', () => {
    expect(matchesContact(fiona, 'ION')).toBe(true);
    expect(matchesContact(fiona, 'mil')).toBe(true);
    expect(matchesContact(fiona, 'fiona family')).toBe(false);
    expect(matchesContact(fiona, 'x')).toBe(false);
    expect(matchesContact(fiona, '  ')).toBe(true);
  });
});
