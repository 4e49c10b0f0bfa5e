import { BehaviorSubject } from 'rxjs';
import { failureMessage, type IRestApi } from '@sdk';
import type { Destination, ILogStreamingService, LogStreamingState } from './api';

const INITIAL: LogStreamingState = { status: 'idle', destinations: [], eventNames: [], error: null };

/** {@link ILogStreamingService} over the REST client; the list is loaded again after each change. */
export class LogStreamingService implements ILogStreamingService {
  private readonly subject = new BehaviorSubject<LogStreamingState>(INITIAL);
  readonly state$ = this.subject.asObservable();

  constructor(private readonly rest: IRestApi) {}

  get state(): LogStreamingState {
    return this.subject.value;
  }

  async refresh(): Promise<void> {
    this.subject.next({ ...this.state, status: this.state.status === 'ready' ? 'ready' : 'loading' });
    try {
      const [destinations, eventNames] = await Promise.all([
        this.rest.get<Destination[]>('/eventbus/destination'),
        this.rest.get<string[]>('/eventbus/eventnames'),
      ]);
      this.subject.next({ status: 'ready', destinations, eventNames, error: null });
    } catch (error) {
      this.subject.next({ ...this.state, status: 'error', error: failureMessage(error) });
    }
  }

  async save(destination: Destination): Promise<Destination> {
    const saved = await this.rest.post<Destination>('/eventbus/destination', { body: destination });
    await this.refresh();
    return saved;
  }

  async remove(id: string): Promise<void> {
    await this.rest.delete('/eventbus/destination', { query: { id } });
    await this.refresh();
  }

  async sendTest(id: string): Promise<void> {
    await this.rest.get<boolean>('/eventbus/testmessage', { query: { id } });
  }

  dispose(): void {
    this.subject.complete();
  }
}
