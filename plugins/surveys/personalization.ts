/**
 * The personalization survey's questions and the rules read from its answers.
 */
import { COMPANY_SIZES, type IPersonalizationAnswers } from '@sdk';

/** One choice of a question: the stored value and what the user reads. */
export interface SurveyChoice {
  readonly value: string;
  readonly label: string;
}

/** Company size, with the answer for people not answering for a company. */
export const COMPANY_SIZE_CHOICES: readonly SurveyChoice[] = [
  ...COMPANY_SIZES.map((size) => ({ value: size, label: size === '<20' ? 'Less than 20 people' : `${size} people` })),
  { value: 'personalUser', label: "I'm not using it for work" },
];

/** What kind of company. */
export const COMPANY_TYPE_CHOICES: readonly SurveyChoice[] = [
  { value: 'saas', label: 'Software (SaaS)' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'agency', label: 'Agency or consultancy' },
  { value: 'msp', label: 'Managed service provider' },
  { value: 'education', label: 'Education' },
  { value: 'other', label: 'Other' },
];

/** Where the person works. */
export const WORK_AREA_CHOICES: readonly SurveyChoice[] = [
  { value: 'it', label: 'IT' },
  { value: 'engineering', label: 'Engineering' },
  { value: 'product', label: 'Product' },
  { value: 'sales', label: 'Sales' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'support', label: 'Customer support' },
  { value: 'finance', label: 'Finance' },
  { value: 'hr', label: 'HR' },
  { value: 'other', label: 'Other' },
];

/** What they want to automate. */
export const AUTOMATION_GOAL_CHOICES: readonly SurveyChoice[] = [
  { value: 'internalTools', label: 'Internal tools and processes' },
  { value: 'customerIntegrations', label: 'Integrations for our customers' },
  { value: 'dataSync', label: 'Syncing data between apps' },
  { value: 'ai', label: 'AI agents and assistants' },
  { value: 'notSure', label: 'Not sure yet' },
];

/** Their role. */
export const ROLE_CHOICES: readonly SurveyChoice[] = [
  { value: 'developer', label: 'Software developer' },
  { value: 'devops', label: 'DevOps or IT' },
  { value: 'business', label: 'Business owner or manager' },
  { value: 'analyst', label: 'Analyst' },
  { value: 'student', label: 'Student' },
  { value: 'other', label: 'Other' },
];

/** How they heard of the product. */
export const REPORTED_SOURCE_CHOICES: readonly SurveyChoice[] = [
  { value: 'search', label: 'Search engine' },
  { value: 'friend', label: 'A friend or colleague' },
  { value: 'social', label: 'Social media' },
  { value: 'podcast', label: 'Podcast or video' },
  { value: 'other', label: 'Other' },
];

/** Coding skill, 0 (none) to 5 (expert); the stored answer is the number as text. */
export const CODING_SKILL_CHOICES: readonly SurveyChoice[] = [
  { value: '0', label: '0 · I have never coded' },
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: '5', label: '5 · I am a pro' },
];

/** The answers as the server stores them, with the survey's version and when it was sent. */
export function surveyAnswers(values: Readonly<Record<string, string>>, version: string, now: Date): IPersonalizationAnswers {
  const answers: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value !== '') answers[key] = value;
  return { ...answers, version: 'v3', personalization_survey_submitted_at: now.toISOString(), personalization_survey_n8n_version: version };
}
