import { listHref } from '#app/lib/list-query.ts';
import {
  COMPLETION_STATUSES,
  type CompletionStatus,
  SURVEY_STATUSES,
  type SurveyStatus,
} from './survey.schema.ts';

export const SURVEY_TABS = ['surveys', 'completions'] as const;
export type SurveyTab = (typeof SURVEY_TABS)[number];
export const SURVEY_TAB_LABELS: Record<SurveyTab, string> = {
  surveys: 'Sondaggi',
  completions: 'Completamenti',
};

/**
 * Gestione Sondaggi's lists, in the URL: the tab; on 'Sondaggi' free text (id or provider), provider
 * and status; on 'Completamenti' free text (a user's id or e-mail, or a survey's id), status and
 * dates (admin-side §2).
 */
export type SurveysQuery = {
  tab: SurveyTab;
  q: string;
  provider: string;
  status: SurveyStatus | '';
  completionStatus: CompletionStatus | '';
  from: string;
  to: string;
  page: number;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';

export function parseSurveysQuery(params: URLSearchParams): SurveysQuery {
  const page = Number(params.get('page'));
  const date = (value: string | null) =>
    value && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  const provider = (params.get('provider') ?? '').trim().toLowerCase();
  return {
    tab: oneOf(SURVEY_TABS, params.get('tab')) || 'surveys',
    q: (params.get('q') ?? '').trim().slice(0, 100),
    provider: /^[\w.-]{1,40}$/.test(provider) ? provider : '',
    status: oneOf(SURVEY_STATUSES, params.get('status')),
    completionStatus: oneOf(COMPLETION_STATUSES, params.get('completionStatus')),
    from: date(params.get('from')),
    to: date(params.get('to')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export const surveysHref = (query: Partial<SurveysQuery>) =>
  listHref('/admin/surveys', {
    tab: query.tab === 'surveys' ? undefined : query.tab,
    q: query.q,
    provider: query.provider,
    status: query.status,
    completionStatus: query.completionStatus,
    from: query.from,
    to: query.to,
    page: query.page,
  });
