/** The menu: what other modules may use of it. */
export { menuRoutes } from './menu.routes';
export { roleMenuOffers } from './role-menu-offers';
