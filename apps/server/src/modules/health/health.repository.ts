/** SQL of the health check. */
import type { Database } from '../../db/database';

export async function findDataLastUpdate(database: Database): Promise<string | null> {
  const row = await database.kysely
    .selectFrom('data_updates')
    .select((eb) => eb.fn.max('last_sales_date').as('lastSalesDate'))
    .executeTakeFirst();
  return row?.lastSalesDate ?? null;
}
