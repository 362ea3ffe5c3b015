/**
 * The banner form's values: what a banner shows in it, the checks it makes before sending (the contract's own link
 * rule, shared with the server) and the request it sends. The window is typed as `datetime-local` in the device's zone.
 */
import { isBannerLink, type BannerAudience, type IntrusiveBanner } from '../../../../contract/schemas/intrusive-banner';
import { fromLocalInput, toLocalInput } from '../../../lib/local-datetime';

export interface BannerFormValues {
  tiendaId: string | null;
  title: string;
  imageKey: string | null;
  imageUrl: string | null;
  link: string;
  /** `datetime-local` values (device's zone), '' when empty. */
  startsAt: string;
  endsAt: string;
  audience: BannerAudience;
  everyDays: number | string;
  active: boolean;
}

export type BannerFormField = 'tiendaId' | 'imageKey' | 'link' | 'startsAt' | 'endsAt' | 'everyDays';
export type BannerFormProblem = 'required' | 'banner_window' | 'banner_link' | 'banner_image' | 'out_of_range';

const HOUR = 3_600_000;

export function initialBannerValues(banner: IntrusiveBanner | null, defaultStoreId: number | null, now = new Date()): BannerFormValues {
  if (banner) {
    return {
      tiendaId: String(banner.tiendaId),
      title: banner.title,
      imageKey: banner.imageKey,
      imageUrl: banner.imageUrl,
      link: banner.link,
      startsAt: toLocalInput(banner.startsAt),
      endsAt: toLocalInput(banner.endsAt),
      audience: banner.audience,
      everyDays: banner.everyDays,
      active: banner.active,
    };
  }
  // A new banner starts at the next full hour and runs a week.
  const start = new Date(Math.ceil(now.getTime() / HOUR) * HOUR);
  return {
    tiendaId: defaultStoreId === null ? null : String(defaultStoreId),
    title: '',
    imageKey: null,
    imageUrl: null,
    link: '',
    startsAt: toLocalInput(start.toISOString()),
    endsAt: toLocalInput(new Date(start.getTime() + 7 * 24 * HOUR).toISOString()),
    audience: 'all',
    everyDays: 1,
    active: true,
  };
}

/** The form's problems, each field once. */
export function bannerFormProblems(values: BannerFormValues): Partial<Record<BannerFormField, BannerFormProblem>> {
  const problems: Partial<Record<BannerFormField, BannerFormProblem>> = {};
  if (values.tiendaId === null) problems.tiendaId = 'required';
  if (values.active && !values.imageKey) problems.imageKey = 'banner_image';
  if (!isBannerLink(values.link.trim())) problems.link = 'banner_link';
  const start = fromLocalInput(values.startsAt);
  const end = fromLocalInput(values.endsAt);
  if (start === null) problems.startsAt = 'required';
  if (end === null) problems.endsAt = 'required';
  else if (start !== null && end <= start) problems.endsAt = 'banner_window';
  const every = typeof values.everyDays === 'number' ? values.everyDays : Number(values.everyDays);
  if (!Number.isInteger(every) || every < 1 || every > 365) problems.everyDays = 'out_of_range';
  return problems;
}

/** The save request's fields (the form has no problems). */
export function bannerRequest(values: BannerFormValues, banner: IntrusiveBanner | null, baseVersion: number | undefined) {
  return {
    ...(banner ? { id: banner.id, baseVersion: baseVersion ?? banner.version } : {}),
    tiendaId: Number(values.tiendaId),
    title: values.title.trim(),
    imageKey: values.imageKey,
    link: values.link.trim(),
    startsAt: fromLocalInput(values.startsAt) ?? '',
    endsAt: fromLocalInput(values.endsAt) ?? '',
    audience: values.audience,
    everyDays: Number(values.everyDays),
    active: values.active,
  };
}
