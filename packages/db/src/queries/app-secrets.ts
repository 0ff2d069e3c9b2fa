import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { appSecrets } from '../schema';

/**
 * The secret stored under `name`, storing `candidate` first if there is none. The insert is a
 * no-op when another process got there first, so every process ends up with the same value.
 */
export async function findOrStoreSecret(db: Database, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
