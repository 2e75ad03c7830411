// photos' public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes, registered with the others in modules/index.ts. */
export { photosRoutes } from './photos.routes';
/** The album's copies of a photo: the demo seed makes its photos the way an upload is stored. */
export { toAlbumCopies } from './photos.images';
