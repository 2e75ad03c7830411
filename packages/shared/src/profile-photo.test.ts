import { describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_PICK_MAX_BYTES, profilePhotoRefusal } from './contacts';
import { contentFileRefusal } from './content';

describe('profilePhotoRefusal', () => {
  it('takes a JPEG, PNG or WebP picture up to the limit, whatever the case of its extension', () => {
    for (const name of ['me.jpg', 'ME.JPEG', 'me.png', 'me.webp']) {
      expect(profilePhotoRefusal({ name, size: 3_000_000 }), name).toBeNull();
    }
    expect(profilePhotoRefusal({ name: 'me.jpg', size: PROFILE_PHOTO_PICK_MAX_BYTES })).toBeNull();
  });

  it('refuses another type, an empty file and one over the limit, saying which', () => {
    expect(profilePhotoRefusal({ name: 'IMG_0042.heic', size: 10 })).toEqual({
      reason: 'type',
      ext: 'heic',
      allowed: '.jpg, .jpeg, .png, .webp',
    });
    expect(profilePhotoRefusal({ name: 'noextension', size: 10 })).toMatchObject({
      reason: 'type',
    });
    expect(profilePhotoRefusal({ name: 'me.png', size: 0 })).toEqual({ reason: 'empty' });
    expect(profilePhotoRefusal({ name: 'me.jpg', size: PROFILE_PHOTO_PICK_MAX_BYTES + 1 })).toEqual(
      { reason: 'size', maxBytes: PROFILE_PHOTO_PICK_MAX_BYTES, maxMb: '20 MB' },
    );
  });

  it('is the content rule with its own list (an inherited name is no extension)', () => {
    expect(contentFileRefusal({ name: 'a.constructor', size: 10 }, 100)).toMatchObject({
      reason: 'type',
    });
    expect(contentFileRefusal({ name: 'a.pdf', size: 10 }, 100)).toBeNull();
  });
});
