import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isShortcutTarget, shortcutFor } from './moderation-shortcuts.ts';

const plain = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
const on = (tagName: string, extra: object = {}) => ({ ...plain, target: { tagName, ...extra } as never });

describe('moderation shortcuts', () => {
  test('letters act anywhere; the arrows only on a card, so they scroll the page elsewhere', () => {
    expect(shortcutFor('j', false)).toBe('next');
    expect(shortcutFor('k', false)).toBe('previous');
    expect(shortcutFor('a', false)).toBe('approve');
    expect(shortcutFor('r', false)).toBe('reject');
    expect(shortcutFor('e', false)).toBe('evidence');
    expect(shortcutFor('m', false)).toBe('edit');
    expect(shortcutFor('x', false)).toBe('select');
    expect(shortcutFor('ArrowDown', false)).toBeNull();
    expect(shortcutFor('ArrowDown', true)).toBe('next');
    expect(shortcutFor('ArrowUp', true)).toBe('previous');
    expect(shortcutFor('A', false)).toBeNull();
    expect(shortcutFor('Tab', true)).toBeNull();
  });

  test('never while typing in a field, in an open dialog, or with any modifier', () => {
    expect(isShortcutTarget(on('ARTICLE'), false)).toBe(true);
    expect(isShortcutTarget(on('BUTTON'), false)).toBe(true);
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) expect(isShortcutTarget(on(tag), false)).toBe(false);
    expect(isShortcutTarget(on('DIV', { isContentEditable: true }), false)).toBe(false);
    expect(isShortcutTarget(on('ARTICLE'), true)).toBe(false);
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (ctrl, meta, alt, shift) => {
        fc.pre(ctrl || meta || alt || shift);
        const event = { ctrlKey: ctrl, metaKey: meta, altKey: alt, shiftKey: shift, target: null };
        expect(isShortcutTarget(event, false)).toBe(false);
      }),
    );
  });
});
