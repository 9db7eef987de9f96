/** SQL of the health check. */
import type { Executor } from '../../db/database';

export async function findDataLastUpdate(db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('data_updates')
    .select((eb) => eb.fn.max('last_sales_date').as('lastSalesDate'))
    .executeTakeFirst();
  return row?.lastSalesDate ?? null;
}
