import { describe, expect, it } from 'vitest';
import { keepsAnAdmin, type Membership } from './members';

const ann: Membership = { userId: 'ann', role: 'admin' };
const ben: Membership = { userId: 'ben', role: 'member' };
const cat: Membership = { userId: 'cat', role: 'admin' };

describe('keepsAnAdmin', () => {
  it('refuses the last admin leaving or stepping down while others remain', () => {
    expect(keepsAnAdmin([ann, ben], { userId: 'ann', to: 'gone' })).toBe(false);
    expect(keepsAnAdmin([ann, ben], { userId: 'ann', to: 'member' })).toBe(false);
  });

  it('allows it when another admin remains, and any change to a plain member', () => {
    expect(keepsAnAdmin([ann, ben, cat], { userId: 'ann', to: 'gone' })).toBe(true);
    expect(keepsAnAdmin([ann, ben, cat], { userId: 'cat', to: 'member' })).toBe(true);
    expect(keepsAnAdmin([ann, ben], { userId: 'ben', to: 'gone' })).toBe(true);
    expect(keepsAnAdmin([ann, ben], { userId: 'ben', to: 'admin' })).toBe(true);
  });

  it('has nothing to keep once nobody is left, but a lone member needs to stay admin', () => {
    expect(keepsAnAdmin([ann], { userId: 'ann', to: 'gone' })).toBe(true);
    expect(keepsAnAdmin([ann], { userId: 'ann', to: 'member' })).toBe(false);
  });
});
