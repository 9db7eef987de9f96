/**
 * The stylesheet of every Mantine component, loaded with every screen but the sign-in page
 * (routes.ts, ownStyles), which imports only its own components' sheets. In the `mantine` CSS
 * layer, like the sheets main.tsx and the sign-in page import, so that the app's own styles win
 * whatever order the sheets arrive in; it repeats those sheets in Mantine's own order, so what
 * arrives last sets the same cascade as the one sheet would.
 */
import '@mantine/core/styles.layer.css';
