import { formatGameDate, localTimeZone } from '../../../../shared/time';
import type { GamePhoto } from '../api';

/** The uploader's name; a person whose account is gone is still credited, without a name. */
export function uploaderName(photo: GamePhoto): string {
  return photo.uploaderName ?? 'Former member';
}

/** 'Photo by Sam Quinn, Sat, Nov 21, 2026', the day in the viewer's time zone. */
export function photoAlt(photo: GamePhoto): string {
  return `Photo by ${uploaderName(photo)}, ${formatGameDate(photo.createdAt, localTimeZone())}`;
}
