import { describe, expect, it } from 'vitest';
import { COMPANY_SIZES, codingSkillLevel } from './personalization';
import { PLACEHOLDER_EMPTY_WORKFLOW_ID } from './workflow-types';

describe('codingSkillLevel', () => {
  it.each([
    ['0', 'beginner'],
    ['1', 'beginner'],
    ['2', 'beginner'],
    ['3', 'intermediate'],
    ['4', 'advanced'],
    ['5', 'advanced'],
    [2, 'beginner'],
    [4, 'advanced'],
    ['4 (expert)', 'advanced'],
  ] as const)('maps %j to %s', (codingSkill, level) => {
    expect(codingSkillLevel({ codingSkill })).toBe(level);
  });

  it('treats missing or unparsable answers as intermediate', () => {
    expect(codingSkillLevel(null)).toBe('intermediate');
    expect(codingSkillLevel({})).toBe('intermediate');
    expect(codingSkillLevel({ codingSkill: null })).toBe('intermediate');
    expect(codingSkillLevel({ codingSkill: 'lots' })).toBe('intermediate');
  });
});

describe('constants', () => {
  it('lists the company sizes in order', () => {
    expect(COMPANY_SIZES).toEqual(['<20', '20-99', '100-499', '500-999', '1000+']);
  });

  it('marks unsaved workflows', () => {
    expect(PLACEHOLDER_EMPTY_WORKFLOW_ID).toBe('__EMPTY__');
  });
});
