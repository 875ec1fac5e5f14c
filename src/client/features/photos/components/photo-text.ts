import { useIntl } from 'react-intl';
import { formatGameDate, localTimeZone } from '../../../../shared/time';
import type { GamePhoto } from '../api';
import { galleryMessages } from '../photos-messages';

/** How a photo is credited and described, in the viewer's language. */
export function usePhotoText() {
  const intl = useIntl();
  /** The uploader's name; a person whose account is gone is still credited, without a name. */
  const uploaderName = (photo: GamePhoto): string =>
    photo.uploaderName ?? intl.formatMessage(galleryMessages.formerMember);
  /** 'Photo by Sam Quinn, Sat, Nov 21, 2026', the day in the viewer's time zone. */
  const photoAlt = (photo: GamePhoto): string =>
    intl.formatMessage(galleryMessages.alt, {
      name: uploaderName(photo),
      date: formatGameDate(photo.createdAt, localTimeZone(), intl.locale),
    });
  return { uploaderName, photoAlt };
}
