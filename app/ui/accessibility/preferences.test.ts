import { describe, expect, test } from 'vitest';
import {
  A11Y_STORAGE_KEY,
  applyPreferences,
  applyPreferencesScript,
  effectivePreferences,
  parseStoredPreferences,
} from './preferences.ts';

type FakeRoot = { dataset: Record<string, string | undefined> };

/** Runs the inline <head> script against a fake browser and returns the <html> data attributes. */
function runInlineScript(stored: string | null, system: { contrast?: boolean; motion?: boolean }) {
  const root: FakeRoot = { dataset: {} };
  const window = {
    matchMedia: (query: string) => ({
      matches: query.includes('contrast')
        ? !!system.contrast
        : query.includes('motion')
          ? !!system.motion
          : false,
    }),
  };
  const localStorage = { getItem: (key: string) => (key === A11Y_STORAGE_KEY ? stored : null) };
  new Function('document', 'window', 'localStorage', applyPreferencesScript)(
    { documentElement: root },
    window,
    localStorage,
  );
  return root.dataset;
}

/** The same through the module's functions, as the React hook does after hydration. */
function runModule(stored: string | null, system: { contrast?: boolean; motion?: boolean }) {
  const root: FakeRoot = { dataset: {} };
  applyPreferences(
    root as unknown as HTMLElement,
    effectivePreferences(parseStoredPreferences(stored), {
      highContrast: !!system.contrast,
      reducedMotion: !!system.motion,
    }),
  );
  return root.dataset;
}

describe('accessibility preferences', () => {
  test('nothing stored: follow the system, medium text', () => {
    expect(runInlineScript(null, { contrast: true, motion: true })).toEqual({
      contrast: 'high',
      motion: 'reduce',
      fontSize: 'medium',
    });
    expect(runInlineScript(null, {})).toEqual({ fontSize: 'medium' });
  });

  test('a stored choice wins over the system, setting by setting', () => {
    const stored = JSON.stringify({ highContrast: false, fontSize: 'large' });
    expect(runInlineScript(stored, { contrast: true, motion: true })).toEqual({
      motion: 'reduce',
      fontSize: 'large',
    });
  });

  test('garbage in storage is ignored', () => {
    expect(runInlineScript('{not json', { motion: true })).toEqual({ motion: 'reduce', fontSize: 'medium' });
    expect(runInlineScript('"string"', {})).toEqual({ fontSize: 'medium' });
    expect(parseStoredPreferences(JSON.stringify({ highContrast: 'yes', fontSize: 'huge' }))).toEqual({});
  });

  test.each([
    [null, {}],
    [null, { contrast: true }],
    [JSON.stringify({ reducedMotion: true }), {}],
    [JSON.stringify({ highContrast: true, reducedMotion: false, fontSize: 'small' }), { motion: true }],
    [JSON.stringify({ fontSize: 'large' }), { contrast: true, motion: true }],
  ])('the inline script and the module agree (%s, %o)', (stored, system) => {
    expect(runInlineScript(stored, system)).toEqual(runModule(stored, system));
  });
});
