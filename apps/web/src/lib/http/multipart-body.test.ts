import { describe, expect, it } from 'vitest';
import { multipartBody } from './multipart-body';

describe('multipartBody', () => {
  it('sends files as files, flags as text and lists as JSON text, leaving out what is unset', () => {
    const file = new File(['%PDF-1.4'], 'rules.pdf', { type: 'application/pdf' });
    const form = multipartBody({
      formFile: file,
      fileName: 'Rules',
      fileType: '',
      isBanner: false,
      sortOrder: 3,
      tags: ['road', 'trip'],
      allowedAffiliations: [{ id: 1, name: "Players' Families" }],
      fingerprint: undefined,
      note: null,
    });
    expect([...form.keys()]).toEqual([
      'formFile',
      'fileName',
      'fileType',
      'isBanner',
      'sortOrder',
      'tags',
      'allowedAffiliations',
    ]);
    expect((form.get('formFile') as File).name).toBe('rules.pdf');
    expect(form.get('fileType')).toBe('');
    expect(form.get('isBanner')).toBe('false');
    expect(form.get('sortOrder')).toBe('3');
    expect(form.get('tags')).toBe('["road","trip"]');
    expect(form.get('allowedAffiliations')).toBe('[{"id":1,"name":"Players\' Families"}]');
  });
});
