import type { ConversationKind } from '@dugout/shared';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';
import { refusedAsNo } from './conversation-subjects';
import { loadSubject } from './conversations.service';

/**
 * Whether the reader may read the subject's conversation now: the subject's own rule, as the
 * read route applies it (the digest asks again for every post: access changes).
 */
export function mayRead(
  db: Db,
  reader: Viewer,
  kind: ConversationKind,
  subjectId: string,
): Promise<boolean> {
  return loadSubject(db, reader, kind, subjectId).then(() => true, refusedAsNo);
}
