import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { photoMessages } from '../../../shared/photos';
import { ApiError, api, toApiError, unwrap } from '../../api';

type GamePhotosApi = (typeof api.games)[':gameId']['photos'];

export type GamePhotos = InferResponseType<GamePhotosApi['$get'], 200>;
export type GamePhoto = GamePhotos['photos'][number];
type UploadedPhoto = InferResponseType<GamePhotosApi['$post'], 201>['photo'];

/**
 * GET /api/games/:gameId/photos: newest first, with uploader names, the limits and whether I may upload, a
 * page at a time ("Load more").
 */
export const gamePhotosQuery = (gameId: string) =>
  infiniteQueryOptions({
    queryKey: ['games', gameId, 'photos'],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.games[':gameId'].photos.$get(
          { param: { gameId }, query: pageParam ? { cursor: pageParam } : {} },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useGamePhotos(gameId: string) {
  return useInfiniteQuery(gamePhotosQuery(gameId));
}

/** DELETE /api/photos/:photoId (its uploader or a group admin). */
export function useDeletePhoto(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => unwrap(api.photos[':photoId'].$delete({ param: { photoId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamePhotosQuery(gameId).queryKey }),
  });
}

/**
 * POST /api/games/:gameId/photos with the file as the body. XMLHttpRequest, because fetch cannot report
 * upload progress; the session cookie goes along (same origin). The server judges the type by the bytes.
 */
export function uploadPhoto(
  gameId: string,
  file: File,
  onProgress: (sentBytes: number) => void,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/games/${encodeURIComponent(gameId)}/photos`);
    request.setRequestHeader(
      'Content-Type',
      file.type.startsWith('image/') ? file.type : 'application/octet-stream',
    );
    request.responseType = 'json';
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      if (request.status === 201) resolve((request.response as { photo: UploadedPhoto }).photo);
      else reject(toApiError(request.response, request.status));
    };
    request.onerror = () => reject(new ApiError('NETWORK_ERROR', photoMessages.uploadFailed, 0));
    request.send(file);
  });
}
