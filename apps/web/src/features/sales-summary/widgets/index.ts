/** The sales summary widgets the page shows (PLACEHOLDERS until the widgets are built). */
export * from './placeholder-widgets';
