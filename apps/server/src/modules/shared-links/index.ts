/** Shared links: what other parts of the server may use of them. */
export { endUserSharedLinks } from './shared-links.repository';
export { sharedLinksRoutes } from './shared-links.routes';
export { SharedLinksService } from './shared-links.service';
