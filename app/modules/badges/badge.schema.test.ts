import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, test } from 'vitest';
import { BADGE_ICON_LABELS, BADGE_MESSAGES, badgeCommandSchema } from './badge.schema.ts';

const BADGE_ID = '4f7c2b1e-8a3d-4c5e-9f10-2b3c4d5e6f70';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const submission = parseWithZod(data, { schema: badgeCommandSchema });
  return Object.assign(submission, {
    error: submission.status === 'error' ? submission.error : undefined,
  });
}

const messages = (input: unknown) => {
  const result = badgeCommandSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('badge commands from a form', () => {
  test('create: name and description trimmed, points read as a number', () => {
    const submission = form({
      intent: 'create',
      name: '  Super recensore  ',
      icon: 'Trophy',
      description: '  Per chi scrive tanto. ',
      thresholdPoints: ' 120 ',
    });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      intent: 'create',
      name: 'Super recensore',
      icon: 'Trophy',
      description: 'Per chi scrive tanto.',
      thresholdPoints: 120,
    });
  });

  test('empty points and description become 0 and an empty text', () => {
    const submission = form({ intent: 'create', name: 'Beta tester', icon: 'Star', thresholdPoints: '' });
    expect(submission.status === 'success' && submission.value).toMatchObject({
      description: '',
      thresholdPoints: 0,
    });
  });

  test.each([['abc'], ['-1'], ['1.5'], ['1e3']])('points %s: the spec message', (points) => {
    const submission = form({ intent: 'create', name: 'Badge', icon: 'Star', thresholdPoints: points });
    expect(submission.status).toBe('error');
    expect(submission.error?.thresholdPoints).toEqual([BADGE_MESSAGES.required]);
  });

  test('a blank name or no icon: the spec message on that field', () => {
    const submission = form({ intent: 'edit', badgeId: BADGE_ID, name: '   ', thresholdPoints: '5' });
    expect(submission.error?.name).toEqual([BADGE_MESSAGES.required]);
    expect(submission.error?.icon).toEqual([BADGE_MESSAGES.required]);
  });

  test('assign and remove need a user reference', () => {
    expect(form({ intent: 'assign', badgeId: BADGE_ID, userRef: '  ' }).error?.userRef).toEqual([
      BADGE_MESSAGES.userRefRequired,
    ]);
    const remove = form({ intent: 'remove', badgeId: BADGE_ID, userRef: ' anna@example.com ' });
    expect(remove.status === 'success' && remove.value).toEqual({
      intent: 'remove',
      badgeId: BADGE_ID,
      userRef: 'anna@example.com',
    });
  });
});

describe('badge commands from JSON', () => {
  test('numbers are taken as they are', () => {
    const parsed = badgeCommandSchema.parse({
      intent: 'edit',
      badgeId: BADGE_ID,
      name: 'Leggenda',
      icon: 'Crown',
      description: 'Tanti punti',
      thresholdPoints: 5000,
    });
    expect(parsed).toMatchObject({ intent: 'edit', thresholdPoints: 5000 });
  });

  test('limits: name 60, description 300, points 1,000,000', () => {
    const base = { intent: 'create', icon: 'Medal', thresholdPoints: 1 };
    expect(messages({ ...base, name: 'x'.repeat(60) })).toEqual([]);
    expect(messages({ ...base, name: 'x'.repeat(61) })).toEqual([BADGE_MESSAGES.nameTooLong]);
    expect(messages({ ...base, name: 'Ok', description: 'x'.repeat(301) })).toEqual([
      BADGE_MESSAGES.descriptionTooLong,
    ]);
    expect(messages({ ...base, name: 'Ok', thresholdPoints: 1_000_000 })).toEqual([]);
    expect(messages({ ...base, name: 'Ok', thresholdPoints: 1_000_001 })).toEqual([
      BADGE_MESSAGES.thresholdTooHigh,
    ]);
    expect(messages({ ...base, name: 'Ok', thresholdPoints: -3 })).toEqual([BADGE_MESSAGES.required]);
    expect(messages({ ...base, name: 'Ok', thresholdPoints: true })).toEqual([BADGE_MESSAGES.required]);
    expect(messages({ ...base, name: 'Ok', icon: 'Heart' })).toEqual([BADGE_MESSAGES.required]);
  });

  test('a malformed badge id reads as an unknown badge, an unknown intent as an invalid action', () => {
    expect(messages({ intent: 'delete', badgeId: 'nope' })).toEqual([BADGE_MESSAGES.badgeNotFound]);
    expect(messages({ intent: 'rename', badgeId: BADGE_ID })).toEqual([BADGE_MESSAGES.invalidIntent]);
  });

  test('every icon has its Italian label', () => {
    expect(BADGE_ICON_LABELS).toEqual({
      Star: 'Stella',
      Trophy: 'Trofeo',
      Medal: 'Medaglia',
      Crown: 'Corona',
      Award: 'Premio',
    });
  });
});
