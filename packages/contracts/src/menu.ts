/** The side menu of a role (spec 001 §3.3, §7 `POST menu`). */
import { z } from 'zod';
import { successEnvelope } from './envelope';

export interface MenuItem {
  /** Menu id such as M500_300_200, used by menu-permission guards. */
  id: string;
  label: string;
  /** Route without a leading slash; empty for a heading that only groups children. */
  route: string;
  iconClasses: string;
  children: MenuItem[];
}

/**
 * Named, because it contains itself: the OpenAPI document can only describe it as a component
 * (#/components/schemas/MenuItem) that refers to itself.
 */
export const menuItemSchema: z.ZodType<MenuItem> = z
  .lazy(() =>
    z.object({
      id: z.string(),
      label: z.string(),
      route: z.string(),
      iconClasses: z.string(),
      children: z.array(menuItemSchema),
    }),
  )
  .meta({ id: 'MenuItem' });

export const menuRequestSchema = z.object({ role: z.unknown().optional() }).passthrough();
export const menuResponseSchema = successEnvelope(z.array(menuItemSchema));
