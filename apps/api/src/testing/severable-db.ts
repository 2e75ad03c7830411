import type { KyselyPlugin } from 'kysely';
import type { Db } from '../platform/db/database';

/**
 * The same database through a connection that can be cut, as a killed process loses its own:
 * after `cut()` every query fails, and a query already on its way is answered with an error
 * (it may or may not have been applied, like a write whose commit the dead process never saw).
 * For tests of what the other replicas do when one dies (an in-process worker cannot be killed).
 */
export function severableDb(db: Db): { db: Db; cut(): void } {
  let severed = false;
  const lost = () => new Error('connection lost: the process was killed');
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (severed) throw lost();
      return args.node;
    },
    async transformResult(args) {
      if (severed) throw lost();
      return args.result;
    },
  };
  return {
    db: db.withPlugin(plugin),
    cut: () => {
      severed = true;
    },
  };
}
