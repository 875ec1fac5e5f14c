import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatMegabytes, photoLimitText, photoText } from '../../../shared/photos';
import { gamePhotosQuery, uploadPhoto } from './api';
import { usePhotoFailure } from './photo-errors';

export type UploadStatus = 'ready' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  file: File;
  /** An object URL of the file itself, for the preview. */
  preview: string;
  sent: number;
  status: UploadStatus;
  error: string | null;
}

interface Limits {
  maxBytes: number;
  /** Photos per game; null when there is no limit. */
  maxPerGame: number | null;
  /** How many more photos the game may take; null when there is no limit. */
  room: number | null;
}

let nextKey = 0;

/**
 * The upload modal's queue: chosen files with previews, checked against the limits before anything is sent
 * (the server checks again), then uploaded one after another with their progress.
 */
export function usePhotoUploads(gameId: string, { maxBytes, maxPerGame, room }: Limits) {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const photoFailure = usePhotoFailure();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [running, setRunning] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: File[]) => {
    const waiting = items.filter((item) => item.status === 'ready').length;
    const space = room === null ? files.length : Math.max(0, room - waiting);
    setNotice(
      files.length > space ? intl.formatMessage(photoLimitText.tooManyChosen, { room: room ?? 0 }) : null,
    );
    const added = files.slice(0, space).map((file): UploadItem => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      const tooLarge = file.size > maxBytes;
      return {
        key: `upload-${++nextKey}`,
        file,
        preview,
        sent: 0,
        status: tooLarge ? 'failed' : 'ready',
        error: tooLarge
          ? intl.formatMessage(photoLimitText.tooLarge, { size: formatMegabytes(maxBytes, intl.locale) })
          : null,
      };
    });
    setItems((current) => [...current, ...added]);
  };

  const remove = (key: string) => {
    const item = items.find((candidate) => candidate.key === key);
    if (item) {
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
    setItems((current) => current.filter((candidate) => candidate.key !== key));
    setNotice(null);
  };

  /** Uploads every ready file in turn; resolves true when all of them were added. */
  const start = async (): Promise<boolean> => {
    setRunning(true);
    setNotice(null);
    let allAdded = true;
    for (const item of items.filter((candidate) => candidate.status === 'ready')) {
      update(item.key, { status: 'uploading', sent: 0 });
      try {
        await uploadPhoto(gameId, item.file, (sent) => update(item.key, { sent }));
        update(item.key, { status: 'done', sent: item.file.size });
      } catch (error) {
        allAdded = false;
        update(item.key, {
          status: 'failed',
          error: photoFailure(error, photoText.uploadFailed, { maxBytes, maxPerGame }),
        });
      }
    }
    setRunning(false);
    await queryClient.invalidateQueries({ queryKey: gamePhotosQuery(gameId).queryKey });
    return allAdded;
  };

  const clear = () => {
    for (const url of previews.current) URL.revokeObjectURL(url);
    previews.current.clear();
    setItems([]);
    setNotice(null);
  };

  const sending = items.filter((item) => item.status !== 'failed' || item.sent > 0);
  const total = sending.reduce((sum, item) => sum + item.file.size, 0);
  const sent = sending.reduce((sum, item) => sum + Math.min(item.sent, item.file.size), 0);
  return {
    items,
    running,
    notice,
    ready: items.filter((item) => item.status === 'ready').length,
    /** Bytes sent of everything being or having been uploaded, 0–100. */
    progress: total === 0 ? 0 : Math.round((sent / total) * 100),
    add,
    remove,
    start,
    clear,
  };
}
