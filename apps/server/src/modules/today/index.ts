/** The Today page's module (issue 26): what other parts of the server may use of it. */
export { TODAY_PATH, todayRoutes } from './today.routes';
