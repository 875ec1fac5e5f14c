/** Where photos and their thumbnails are stored (see photoKey and thumbnailKey in features/photos/service.ts). */
export const PHOTO_FOLDERS = ['game-photos', 'game-photos/thumbnails'];
