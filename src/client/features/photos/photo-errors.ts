import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Message } from '../../../shared/i18n/define';
import { formatMegabytes, MAX_PHOTO_MEGAPIXELS, photoLimitText, photoText } from '../../../shared/photos';
import { ApiError, isExplained } from '../../api';
import { useKnownText } from '../../i18n/known-messages';

/** The game's limits, to say a refusal that names one. */
export interface PhotoLimits {
  maxBytes: number;
  /** Photos per game; null when there is no limit. */
  maxPerGame: number | null;
}

/**
 * A failed photo step in the viewer's language: a refusal the server explains as it said it (those naming a limit
 * said anew from the game's limits; the server short of memory, a 503, as such), anything else as the fallback.
 */
export function usePhotoFailure(): (error: unknown, fallback: Message, limits?: PhotoLimits) => string {
  const intl = useIntl();
  const say = useKnownText();
  return useCallback(
    (error, fallback, limits) => {
      if (error instanceof ApiError && error.code === 'PHOTO_NO_MEMORY')
        return intl.formatMessage(photoText.noMemory);
      if (!isExplained(error)) return intl.formatMessage(fallback);
      const { code, message } = error as ApiError;
      if (code === 'PHOTO_TOO_LARGE' && limits)
        return intl.formatMessage(photoLimitText.tooLarge, {
          size: formatMegabytes(limits.maxBytes, intl.locale),
        });
      if (code === 'PHOTO_TOO_MANY_PIXELS')
        return intl.formatMessage(photoLimitText.tooManyPixels, { megapixels: MAX_PHOTO_MEGAPIXELS });
      if (code === 'PHOTO_LIMIT_REACHED' && limits?.maxPerGame != null)
        return intl.formatMessage(photoLimitText.limitReached, { max: limits.maxPerGame });
      return say(message);
    },
    [intl, say],
  );
}
