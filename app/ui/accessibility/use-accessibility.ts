import { useCallback, useEffect, useState } from 'react';
import {
  A11Y_STORAGE_KEY,
  CONTRAST_QUERY,
  MOTION_QUERY,
  applyPreferences,
  effectivePreferences,
  type FontSize,
  parseStoredPreferences,
  type StoredPreferences,
  type SystemPreferences,
} from './preferences.ts';

function readSystem(): SystemPreferences {
  return {
    highContrast: window.matchMedia(CONTRAST_QUERY).matches,
    reducedMotion: window.matchMedia(MOTION_QUERY).matches,
  };
}

function readStored(): StoredPreferences {
  try {
    return parseStoredPreferences(window.localStorage.getItem(A11Y_STORAGE_KEY));
  } catch {
    return {};
  }
}

function writeStored(preferences: StoredPreferences) {
  try {
    if (Object.keys(preferences).length === 0) window.localStorage.removeItem(A11Y_STORAGE_KEY);
    else window.localStorage.setItem(A11Y_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Storage disabled (private mode): the choice still applies to this page.
  }
}

/**
 * The accessibility preferences of this browser. Before hydration the inline head script has
 * already applied them; this hook keeps <html> in sync with later choices and system changes.
 */
export function useAccessibility() {
  const [stored, setStored] = useState<StoredPreferences>({});
  const [system, setSystem] = useState<SystemPreferences>({ highContrast: false, reducedMotion: false });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setStored(readStored());
    setSystem(readSystem());
    setReady(true);
    const queries = [window.matchMedia(CONTRAST_QUERY), window.matchMedia(MOTION_QUERY)];
    const onSystemChange = () => setSystem(readSystem());
    const onStorage = (event: StorageEvent) => {
      if (event.key === A11Y_STORAGE_KEY) setStored(readStored());
    };
    for (const query of queries) query.addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
    return () => {
      for (const query of queries) query.removeEventListener('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const effective = effectivePreferences(stored, system);
  const { highContrast, reducedMotion, fontSize } = effective;

  useEffect(() => {
    if (ready) applyPreferences(document.documentElement, { highContrast, reducedMotion, fontSize });
  }, [ready, highContrast, reducedMotion, fontSize]);

  const update = useCallback((change: StoredPreferences) => {
    setStored((previous) => {
      const next = { ...previous, ...change };
      writeStored(next);
      return next;
    });
  }, []);

  return {
    preferences: effective,
    /** True when nothing is stored: every setting follows the system. */
    followsSystem: Object.keys(stored).length === 0,
    toggleHighContrast: () => update({ highContrast: !effective.highContrast }),
    toggleReducedMotion: () => update({ reducedMotion: !effective.reducedMotion }),
    setFontSize: (fontSize: FontSize) => update({ fontSize }),
    reset: () => {
      writeStored({});
      setStored({});
    },
  };
}
