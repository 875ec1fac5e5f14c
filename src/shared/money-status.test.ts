import { describe, expect, it } from 'vitest';
import { SHARE_STATUSES } from './constants';
import { EXPENSE_STATUS_LABELS, expenseStatus, openShareCount, SHARE_STATUS_LABELS } from './money-status';

describe('money statuses', () => {
  it('gives each share state one word of its own', () => {
    expect(SHARE_STATUSES.map((status) => SHARE_STATUS_LABELS[status])).toEqual([
      'Owed',
      'Waiting for confirmation',
      'Settled',
    ]);
    expect(EXPENSE_STATUS_LABELS).toEqual({ open: 'Open', settled: 'Settled' });
  });

  it('keeps an expense Open while anyone but the payer has not settled, whatever the payer’s own share says', () => {
    const share = (userId: string, status: 'pending' | 'verifying' | 'settled') => ({ userId, status });
    expect(openShareCount([share('payer', 'settled'), share('a', 'pending')], 'payer')).toBe(1);
    expect(openShareCount([share('payer', 'settled'), share('a', 'verifying')], 'payer')).toBe(1);
    expect(openShareCount([share('payer', 'pending'), share('a', 'settled')], 'payer')).toBe(0);
    expect(openShareCount([share('a', 'settled'), share('b', 'settled')], 'payer')).toBe(0);
    expect(expenseStatus(0)).toBe('settled');
    expect(expenseStatus(2)).toBe('open');
  });
});
