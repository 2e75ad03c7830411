/**
 * Where the process is in its life, for the readiness check (/api/ready): 'starting' until
 * createServer has migrated, seeded and started the outbox; 'serving' then; 'draining' from the
 * moment a stop begins (SIGTERM), so a load balancer takes it out before it goes.
 */
export type LifecyclePhase = 'starting' | 'serving' | 'draining';

export class Readiness {
  phase: LifecyclePhase = 'starting';
  private outbox: () => boolean = () => false;

  /** Everything is up; `outboxRunning` tells, at each check, whether the worker still runs. */
  serving(outboxRunning: () => boolean): void {
    this.outbox = outboxRunning;
    if (this.phase === 'starting') this.phase = 'serving';
  }

  /** A stop has begun: not ready again in this process. */
  draining(): void {
    this.phase = 'draining';
  }

  outboxRunning(): boolean {
    return this.outbox();
  }
}
