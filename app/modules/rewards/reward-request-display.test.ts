import { describe, expect, test } from 'vitest';
import { rewardRequestCurrentDate, rewardRequestDates } from './reward-request-display.ts';

const asked = new Date('2026-05-03T09:00:00Z');
const decided = new Date('2026-05-05T16:30:00Z');

describe('the dates of a reward request say what happened, not more', () => {
  test('still waiting: only requested, never "Riscosso"', () => {
    const request = { status: 'pending' as const, createdAt: asked, processedAt: null };
    expect(rewardRequestDates(request)).toEqual(['Richiesto il 3 maggio 2026']);
    expect(rewardRequestCurrentDate(request)).toBe('Richiesto il 3 maggio 2026');
  });

  test('approved (the code handed over): redeemed on the day of the approval', () => {
    const request = { status: 'approved' as const, createdAt: asked, processedAt: decided };
    expect(rewardRequestDates(request)).toEqual(['Richiesto il 3 maggio 2026', 'Riscosso il 5 maggio 2026']);
    expect(rewardRequestCurrentDate(request)).toBe('Riscosso il 5 maggio 2026');
  });

  test('rejected: on the day of the rejection', () => {
    const request = { status: 'rejected' as const, createdAt: asked, processedAt: decided.toISOString() };
    expect(rewardRequestCurrentDate(request)).toBe('Rifiutato il 5 maggio 2026');
  });

  test('a decision without its day (old rows) invents none', () => {
    const request = { status: 'approved' as const, createdAt: asked.toISOString(), processedAt: null };
    expect(rewardRequestDates(request)).toEqual(['Richiesto il 3 maggio 2026']);
  });
});
