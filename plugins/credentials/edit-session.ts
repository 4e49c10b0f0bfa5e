/**
 * The edit credential modal that is open now, so palette commands (save, test, delete,
 * connect, share) act on it. The modal registers itself while mounted.
 */
import { BehaviorSubject } from 'rxjs';

/** What the open modal offers; a null reason means allowed. */
export interface EditSession {
  /** The saved credential's id, or undefined while it is new. */
  readonly credentialId: string | undefined;
  /** Why each action is not available now, or null when it is. */
  readonly blocked: {
    readonly save: string | null;
    readonly test: string | null;
    readonly delete: string | null;
    readonly connect: string | null;
    readonly share: string | null;
  };
  save(): Promise<unknown>;
  test(): Promise<unknown>;
  delete(): Promise<unknown>;
  connect(): Promise<unknown>;
  showSharing(): void;
}

/** Holds the current session. */
export class EditSessions {
  private readonly subject = new BehaviorSubject<EditSession | null>(null);

  /** The open modal's session, or null. */
  get current(): EditSession | null {
    return this.subject.value;
  }

  /** Registers `session` and returns the function that unregisters it. */
  register(session: EditSession): () => void {
    this.subject.next(session);
    return () => {
      if (this.subject.value === session) this.subject.next(null);
    };
  }

  /** Why `action` cannot run now (no modal open, or the modal's own reason), or null. */
  reason(action: keyof EditSession['blocked']): string | null {
    const session = this.subject.value;
    if (!session) return 'Open a credential first';
    return session.blocked[action];
  }
}
