/** The news form's values, its inline checks (as the server runs them) and its request. */
import { NEWS_BODY_MAX, NEWS_TITLE_MAX, type NewsDetail, type NewsRole } from '../../../../contract/schemas/news';
import { fromLocalInput, toLocalInput } from '../../../lib/local-datetime';

export interface NewsFormValues {
  title: string;
  bodyMarkdown: string;
  roles: NewsRole[];
  pinned: boolean;
  active: boolean;
  /** `datetime-local` text in the device's zone. */
  startsAt: string;
  /** Empty: no end. */
  endsAt: string;
}

export type NewsField = 'title' | 'bodyMarkdown' | 'startsAt' | 'endsAt';
export type NewsProblem = 'required' | 'too_long' | 'invalid_date' | 'news_window';

export function initialNewsValues(news: NewsDetail | null, now: Date = new Date()): NewsFormValues {
  return {
    title: news?.title ?? '',
    bodyMarkdown: news?.bodyMarkdown ?? '',
    roles: news?.roles ?? [],
    pinned: news?.pinned ?? false,
    active: news?.active ?? true,
    startsAt: toLocalInput(news?.startsAt ?? now.toISOString()),
    endsAt: news?.endsAt ? toLocalInput(news.endsAt) : '',
  };
}

/** Each field's problem, or none. */
export function newsFormProblems(values: NewsFormValues): Partial<Record<NewsField, NewsProblem>> {
  const problems: Partial<Record<NewsField, NewsProblem>> = {};
  const title = values.title.trim();
  if (title === '') problems.title = 'required';
  else if (title.length > NEWS_TITLE_MAX) problems.title = 'too_long';
  if (values.bodyMarkdown.length > NEWS_BODY_MAX) problems.bodyMarkdown = 'too_long';
  const startsAt = fromLocalInput(values.startsAt);
  if (startsAt === null) problems.startsAt = values.startsAt === '' ? 'required' : 'invalid_date';
  if (values.endsAt !== '') {
    const endsAt = fromLocalInput(values.endsAt);
    if (endsAt === null) problems.endsAt = 'invalid_date';
    else if (startsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt)) problems.endsAt = 'news_window';
  }
  return problems;
}

/** The save request's fields (call only when `newsFormProblems` finds none). */
export function newsSaveInput(values: NewsFormValues, news: NewsDetail | null, baseVersion: number | undefined) {
  return {
    ...(news ? { id: news.id, baseVersion: baseVersion ?? news.version } : {}),
    title: values.title.trim(),
    bodyMarkdown: values.bodyMarkdown,
    roles: values.roles,
    pinned: values.pinned,
    active: values.active,
    startsAt: fromLocalInput(values.startsAt) ?? '',
    endsAt: values.endsAt === '' ? null : fromLocalInput(values.endsAt),
  };
}
