/**
 * Accessibility preferences live in the browser (localStorage). A choice the person made wins;
 * for anything not chosen we follow the system setting, live, until they choose.
 */

export const A11Y_STORAGE_KEY = 'provato:a11y';

export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

/** What the person chose; a missing key means "follow the system". */
export type StoredPreferences = {
  highContrast?: boolean;
  reducedMotion?: boolean;
  fontSize?: FontSize;
};

export type SystemPreferences = { highContrast: boolean; reducedMotion: boolean };

export type EffectivePreferences = { highContrast: boolean; reducedMotion: boolean; fontSize: FontSize };

export function parseStoredPreferences(raw: string | null): StoredPreferences {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return {};
    const record = value as Record<string, unknown>;
    const out: StoredPreferences = {};
    if (typeof record.highContrast === 'boolean') out.highContrast = record.highContrast;
    if (typeof record.reducedMotion === 'boolean') out.reducedMotion = record.reducedMotion;
    if (FONT_SIZES.includes(record.fontSize as FontSize)) out.fontSize = record.fontSize as FontSize;
    return out;
  } catch {
    return {};
  }
}

export function effectivePreferences(
  stored: StoredPreferences,
  system: SystemPreferences,
): EffectivePreferences {
  return {
    highContrast: stored.highContrast ?? system.highContrast,
    reducedMotion: stored.reducedMotion ?? system.reducedMotion,
    fontSize: stored.fontSize ?? 'medium',
  };
}

export const CONTRAST_QUERY = '(prefers-contrast: more), (forced-colors: active)';
export const MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Writes the preferences onto <html> as data attributes; app.css does the rest. */
export function applyPreferences(root: HTMLElement, preferences: EffectivePreferences): void {
  if (preferences.highContrast) root.dataset.contrast = 'high';
  else delete root.dataset.contrast;
  if (preferences.reducedMotion) root.dataset.motion = 'reduce';
  else delete root.dataset.motion;
  root.dataset.fontSize = preferences.fontSize;
}

/**
 * The same logic as a tiny inline script for <head>: it runs before the first paint, so a page
 * never flashes in the wrong contrast or size. Kept in sync with the functions above by
 * preferences.test.ts, which evaluates it.
 */
export const applyPreferencesScript = `(function(){var d=document.documentElement,s={};try{s=JSON.parse(localStorage.getItem(${JSON.stringify(A11Y_STORAGE_KEY)})||'{}')||{}}catch(e){}
var m=function(q){return !!(window.matchMedia&&window.matchMedia(q).matches)};
var hc=typeof s.highContrast==='boolean'?s.highContrast:m(${JSON.stringify(CONTRAST_QUERY)});
var rm=typeof s.reducedMotion==='boolean'?s.reducedMotion:m(${JSON.stringify(MOTION_QUERY)});
if(hc)d.dataset.contrast='high';if(rm)d.dataset.motion='reduce';
d.dataset.fontSize=${JSON.stringify(FONT_SIZES)}.indexOf(s.fontSize)>=0?s.fontSize:'medium'})();`;
