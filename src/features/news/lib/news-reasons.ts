import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The news calls' own refusals (`detalle.reason` / field `codigo`), in the user's language. */
export const NEWS_REASONS: Record<string, MessageDescriptor> = {
  news_window: msg`El fin de la vigencia debe ser posterior a su inicio.`,
};
