/** The portal configuration module's front door: what other modules may use of it. */
export { findExceptionSettings } from './exception-settings.repository';
