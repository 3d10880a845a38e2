import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_INTEGRITY_SETTINGS,
  readIntegritySettings,
  SIGNAL_WEIGHT_LABELS,
  type SignalWeightKey,
} from './integrity-settings.ts';
import { lowInformationSignal } from './low-information.ts';
import { assessRisk, type ReviewSignal } from './signals.ts';

const weightKeys = Object.keys(SIGNAL_WEIGHT_LABELS) as SignalWeightKey[];
const signal = fc.record({
  kind: fc.constant('velocity' as const),
  weight: fc.constantFrom(...weightKeys),
  strength: fc.double({ min: 0, max: 1, noNaN: true }),
  reason: fc.string(),
  evidence: fc.constant({}),
});

describe('risk score', () => {
  test('stays within 0–100, never falls when a signal is added, and orders reasons by their points', () => {
    fc.assert(
      fc.property(fc.array(signal, { maxLength: 8 }), signal, (signals, extra) => {
        const base = assessRisk(signals, DEFAULT_INTEGRITY_SETTINGS);
        const more = assessRisk([...signals, extra], DEFAULT_INTEGRITY_SETTINGS);
        expect(base.score).toBeGreaterThanOrEqual(0);
        expect(more.score).toBeLessThanOrEqual(100);
        expect(more.score).toBeGreaterThanOrEqual(base.score);
        const points = more.signals.map((scored) => scored.points);
        expect(points).toEqual([...points].sort((a, b) => b - a));
      }),
      { numRuns: 500 },
    );
  });

  test('two independent signals count for more than either; the thresholds decide at risk and held', () => {
    const nearDuplicate: ReviewSignal = {
      kind: 'near_duplicate',
      weight: 'nearDuplicate',
      strength: 0.92,
      reason: 'a',
      evidence: {},
    };
    const device: ReviewSignal = {
      kind: 'linked_accounts',
      weight: 'sameDevice',
      strength: 0.6,
      reason: 'b',
      evidence: {},
    };
    const alone = assessRisk([device], DEFAULT_INTEGRITY_SETTINGS);
    const both = assessRisk([nearDuplicate, device], DEFAULT_INTEGRITY_SETTINGS);
    expect(alone).toMatchObject({ score: 36, atRisk: false, held: false });
    expect(both).toMatchObject({ score: 89, atRisk: true, held: true });
    expect(both.signals.map((scored) => scored.reason)).toEqual(['a', 'b']);
    expect(assessRisk([], DEFAULT_INTEGRITY_SETTINGS)).toMatchObject({ score: 0, signals: [] });
  });

  test('stored settings missing keys or out of range fall back to the defaults', () => {
    expect(readIntegritySettings(null)).toEqual(DEFAULT_INTEGRITY_SETTINGS);
    expect(readIntegritySettings({ holdThreshold: 90 }).holdThreshold).toBe(90);
    expect(readIntegritySettings({ holdThreshold: 900 })).toEqual(DEFAULT_INTEGRITY_SETTINGS);
    expect(readIntegritySettings({ weights: { velocity: 5 } }).weights).toEqual({
      ...DEFAULT_INTEGRITY_SETTINGS.weights,
      velocity: 5,
    });
  });
});

describe('low information', () => {
  const informative =
    'Lo uso da tre settimane per correre: il GPS aggancia il segnale in pochi secondi anche in città, il cardiofrequenzimetro segue bene le ripetute. Il cinturino in silicone irrita un po’ dopo ore.';

  test('a specific review says enough', () => {
    expect(lowInformationSignal(informative)).toBeNull();
  });

  test('short, generic, contacts and shouting are each named', () => {
    expect(lowInformationSignal('Ottimo prodotto!\nConsigliato.\nNessuno')?.reason).toMatch(
      /^Testo molto breve \(\d+ caratteri\); frasi generiche/,
    );
    expect(lowInformationSignal(`${informative} Scrivetemi a mario.rossi@gmail.com`)).toMatchObject({
      reason: 'Contiene contatti o link',
      strength: 1,
      evidence: { contacts: ['mario.rossi@gmail.com'] },
    });
    expect(lowInformationSignal(`${informative} Chiamate il 347 123 4567`)?.evidence.contacts).toEqual([
      '347 123 4567',
    ]);
    expect(lowInformationSignal(`${informative} Sconti su www.offerte-pazze.it`)?.reason).toBe(
      'Contiene contatti o link',
    );
    expect(lowInformationSignal(informative.toUpperCase())?.reason).toBe(
      'Scritto in maiuscolo o con troppi punti esclamativi',
    );
  });

  test('a price or a model number is not a phone number', () => {
    expect(lowInformationSignal(`${informative} Pagato 349,90 euro, modello 2024.`)).toBeNull();
  });
});
