import { describe, expect, it } from 'vitest';
import { activityApplicationFormSchema, imageProblemCode } from './applicationForm';

const MB = 1024 * 1024;
const png = (size = 1000, name = 'slip.png') => ({ name, type: 'image/png', size });

function problems(input: unknown): Record<string, string> {
  const r = activityApplicationFormSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('activity application form', () => {
  it('accepts a 140-character comment and three PNG or JPEG images of 5 MB', () => {
    expect(
      problems({
        comment: 'x'.repeat(140),
        images: [png(5 * MB), { name: 'a.jpg', type: 'image/jpeg', size: 10 }, png()],
      }),
    ).toEqual({});
    expect(problems({ comment: '', images: [] })).toEqual({});
  });

  it('refuses a comment of 141 characters', () => {
    expect(problems({ comment: 'x'.repeat(141), images: [] })).toEqual({
      comment: 'commentTooLong',
    });
  });

  it('refuses a fourth image', () => {
    expect(problems({ comment: '', images: [png(), png(), png(), png()] })).toEqual({
      images: 'tooManyImages',
    });
  });

  it('names each image that breaks a rule', () => {
    expect(
      problems({
        comment: '',
        images: [png(), { name: 'a.gif', type: 'image/gif', size: 10 }, png(5 * MB + 1)],
      }),
    ).toEqual({ 'images.1': 'imageNotPngOrJpeg', 'images.2': 'imageTooLarge' });
    expect(problems({ comment: '', images: [png(0)] })).toEqual({ 'images.0': 'imageEmpty' });
  });

  it('goes by the name when the device gives no type', () => {
    expect(problems({ comment: '', images: [{ name: 'IMG_1.JPG', type: '', size: 10 }] })).toEqual(
      {},
    );
    expect(problems({ comment: '', images: [{ name: 'notes.txt', type: '', size: 10 }] })).toEqual({
      'images.0': 'imageNotPngOrJpeg',
    });
  });
});

describe('imageProblemCode', () => {
  it('names a form problem for every problem a picture can have', () => {
    expect(imageProblemCode('empty')).toBe('imageEmpty');
    expect(imageProblemCode('tooLarge')).toBe('imageTooLarge');
    expect(imageProblemCode('notPngOrJpeg')).toBe('imageNotPngOrJpeg');
    expect(imageProblemCode('unreadable')).toBe('imageUnreadable');
    expect(imageProblemCode('tooManyPixels')).toBe('imageTooManyPixels');
  });
});
