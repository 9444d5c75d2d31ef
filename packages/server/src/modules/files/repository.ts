import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

export interface StoredFile {
  path: string;
  originalName: string;
  mimeType: string;
  size: number;
}

export async function recordFile(db: Kysely<Database>, tenantId: string, userId: string, file: StoredFile): Promise<void> {
  await db
    .insertInto('files')
    .values({
      id: randomUUID(),
      tenant_id: tenantId,
      user_id: userId,
      path: file.path,
      original_name: file.originalName,
      mime_type: file.mimeType,
      size: file.size,
      created_at: nowText(),
    })
    .execute();
}

/** A stored file of the tenant, with who uploaded it. */
export async function findFile(db: Kysely<Database>, tenantId: string, path: string): Promise<(StoredFile & { userId: string }) | null> {
  const row = await db
    .selectFrom('files')
    .select(['path', 'original_name as originalName', 'mime_type as mimeType', 'size', 'user_id as userId'])
    .where('tenant_id', '=', tenantId)
    .where('path', '=', path)
    .executeTakeFirst();
  return row ?? null;
}

export async function fileBelongsToTenant(db: Kysely<Database>, tenantId: string, path: string): Promise<boolean> {
  return (await findFile(db, tenantId, path)) !== null;
}
