/**
 * Personalization survey answers and what the editor derives from them.
 *
 * @module
 */

/** The company sizes offered by the survey, smallest first. */
export const COMPANY_SIZES = ['<20', '20-99', '100-499', '500-999', '1000+'] as const;

/** One of {@link COMPANY_SIZES}. */
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** Coding skill bands derived from the survey's `codingSkill` answer. */
export type CodingSkillLevel = 'beginner' | 'intermediate' | 'advanced';

/**
 * Answers to the personalization survey (`POST /me/survey`). Every answer is
 * optional; unknown keys from other survey versions are kept.
 */
export interface IPersonalizationAnswers {
  /** Survey version, e.g. `v4`. */
  version?: string;
  /** Company size, one of {@link COMPANY_SIZES}. */
  companySize?: CompanySize | (string & {}) | null;
  /** Company type (SaaS, e-commerce, agency, ...). */
  companyType?: string | null;
  /** Work areas (a list in newer versions). */
  workArea?: string[] | string | null;
  /** What the user wants to automate. */
  automationGoal?: string | null;
  /** Self-rated coding skill, `"0"` to `"5"` as a string. */
  codingSkill?: string | number | null;
  /** The user's role. */
  role?: string | null;
  /** Where the user heard of the product. */
  reportedSource?: string | null;
  /** Answers of other survey versions. */
  [key: string]: unknown;
}

/**
 * The coding skill band: `codingSkill` parsed as an integer; below 3 is
 * beginner, 4 or above is advanced, 3 is intermediate. A missing or
 * unparsable answer counts as intermediate.
 *
 * @param answers - The survey answers, or nothing.
 * @returns The skill band.
 */
export function codingSkillLevel(answers: IPersonalizationAnswers | null | undefined): CodingSkillLevel {
  const raw = answers?.codingSkill;
  if (raw === undefined || raw === null) return 'intermediate';
  const skill = parseInt(String(raw), 10);
  if (Number.isNaN(skill)) return 'intermediate';
  if (skill < 3) return 'beginner';
  if (skill >= 4) return 'advanced';
  return 'intermediate';
}
